import { screen, waitFor, within } from '@testing-library/react';
import { formatPrice } from '@veloport/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { seriousViolations } from '@/test/axe';
import { as, booksApi, fleet } from '@/features/accounting/books/test-fixtures';

// The daybooks and a daybook's entries (decision 086).

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=test; path=/';
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('daybook pages: one h1, a main landmark, no serious axe violation', { timeout: 30_000 }, () => {
  it.each([
    ['/en/dashboard/horusApis/daybooks', 'Daybooks', 'Purchases'],
    ['/fr/dashboard/horusApis/daybooks', 'Journaux', 'Banque'],
    ['/nl/dashboard/horusApis/daybooks', 'Dagboeken', 'Verkopen'],
    ['/en/dashboard/horusApis/daybooks/1', 'Daybook VTE — Ventes', 'Total debit'],
    ['/fr/dashboard/horusApis/daybooks/1', 'Journal VTE — Ventes', 'Total crédit'],
    ['/nl/dashboard/horusApis/daybooks/2', 'Dagboek ACH — Achats', 'Geen boeking in deze periode.'],
    ['/en/dashboard/horusApis/sales', 'Sales journal', 'Sent'],
    ['/nl/dashboard/horusApis/sales', 'Verkoopdagboek', 'Totaal debet'],
  ])('%s', async (url, title, text) => {
    booksApi(as(url.slice(1, 3) as 'en' | 'fr' | 'nl'));
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
    await screen.findAllByText(text, {}, { timeout: 5_000 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });

  it("shows each line of an entry with its account, debit, credit and VAT grid, the period's totals and its CSV", async () => {
    const calls = booksApi(as('en'));
    renderApp('/en/dashboard/horusApis/daybooks/1?from=2026-11-01&to=2026-11-30');
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    expect(await within(table).findAllByText('2026/7', {}, { timeout: 5_000 })).toHaveLength(3);
    expect(within(table).getByText('451000')).toBeTruthy();
    expect(within(table).getByText('54')).toBeTruthy();
    expect(within(table).getByText(formatPrice(121_000))).toBeTruthy();
    // The line's debit, the period's total debit and its total credit.
    expect(screen.getAllByText(formatPrice(121_000))).toHaveLength(3);
    await waitFor(() =>
      // A page of a hundred entries (decision 110); the totals above are the period's, answered beside it.
      expect(
        calls.some(
          (c) =>
            c.path === '/api/accounting/daybooks/1/entries' &&
            c.query.get('from') === '2026-11-01' &&
            c.query.get('page') === '1' &&
            c.query.get('perPage') === '100',
        ),
      ).toBe(true),
    );
    const csv = screen.getByRole('link', { name: /CSV/ }).getAttribute('href')!;
    expect(csv).toContain('/api/accounting/daybooks/1/entries?');
    expect(csv).toContain('from=2026-11-01');
    expect(csv).toContain('to=2026-11-30');
  });

  it('keeps the books for admins', async () => {
    booksApi(fleet);
    renderApp('/en/dashboard/horusApis/daybooks');
    await waitFor(() => expect(window.location.pathname).not.toBe('/en/dashboard/horusApis/daybooks'), { timeout: 10_000 });
  });
});
