import { screen } from '@testing-library/react';
import type { HistoryEntry } from '@veloport/domain';
import { describe, expect, it } from 'vitest';
import { HistoryTimeline } from '@/components/ui/history-timeline';
import { useCompanyHistoryWords } from '@/features/companies/companies/components/company-history-words';
import { renderWithProviders } from '@/test/render';

const entry: HistoryEntry = {
  id: 1,
  at: '2026-11-23T10:15:00.000Z',
  action: 'conditions.updated',
  actor: { id: 2, name: 'Fleet Fiona' },
  before: null,
  after: null,
  changes: [
    {
      field: 'sharedBikes',
      before: { maxPerMonth: 3, allowedDays: ['mon', 'tue'], takeWindow: { start: '08:00', end: '10:00' } },
      after: { maxPerMonth: 4, allowedDays: ['mon', 'tue', 'wed'], takeWindow: { start: '07:30', end: '10:00' } },
    },
    { field: 'access', before: 'leasing', after: 'leasing,sharing' },
    { field: 'billingAddress', before: { street: 'Rue A 1', city: 'Liège' }, after: { street: 'Rue A 3', city: 'Liège' } },
  ],
};

function CompanyTimeline() {
  const words = useCompanyHistoryWords();
  return <HistoryTimeline entries={[entry]} label={words.label} describe={words.describe} />;
}

describe('a company history entry', () => {
  it('shows each changed rule with its old and new value, in the reader’s words', async () => {
    await renderWithProviders(<CompanyTimeline />, { locale: 'en' });
    const line = (text: string) =>
      [...document.querySelectorAll('p')].map((p) => p.textContent ?? '').find((content) => content.includes(text));
    expect(line('Maximum per month')).toBe('Shared-bike rules · Maximum per month 3 → 4');
    expect(line('Allowed days')).toContain('Monday, Tuesday → Monday, Tuesday, Wednesday');
    expect(line('07:30')).toBe('Shared-bike rules · Pick-up from 08:00 → 07:30');
    expect(line('Access')).toContain('Leasing → Leasing, Shared bikes');
    expect(line('Billing address')).toBe('Billing address · street Rue A 1 → Rue A 3');
  });

  it('speaks French and Dutch too', async () => {
    const { unmount } = await renderWithProviders(<CompanyTimeline />, { locale: 'fr' });
    expect(screen.getByText('Lundi, Mardi → Lundi, Mardi, Mercredi', { exact: false })).toBeTruthy();
    unmount();
    await renderWithProviders(<CompanyTimeline />, { locale: 'nl' });
    expect(screen.getByText('maandag, dinsdag → maandag, dinsdag, woensdag', { exact: false })).toBeTruthy();
  });
});
