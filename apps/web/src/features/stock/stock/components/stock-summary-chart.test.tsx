import { screen, within } from '@testing-library/react';
import type { BikeSummary } from '@veloport/domain';
import { describe, expect, it } from 'vitest';
import { StockSummaryChart } from '@/features/stock/stock/components/stock-summary-chart';
import { renderWithProviders } from '@/test/render';

const liege = { id: 1, name: 'Liège' };
const brussels = { id: 2, name: 'Bruxelles' };
const summary: BikeSummary = {
  total: 1312,
  groups: [
    { location: liege, contractKind: 'stock', status: 'usable', count: 1200 },
    { location: liege, contractKind: 'stock', status: 'broken', count: 3 },
    { location: liege, contractKind: 'leasing', status: 'usable', count: 40 },
    { location: brussels, contractKind: 'leasing', status: 'usable', count: 60 },
    { location: brussels, contractKind: 'sold', status: 'usable', count: 9 },
  ],
};

describe('StockSummaryChart', () => {
  it('gives screen readers the figures per store and contract kind as a table, in the reader’s language', async () => {
    await renderWithProviders(<StockSummaryChart summary={summary} />, { locale: 'nl' });
    const table = screen.getByRole('table', { name: 'Fietsen per winkel en per contract (1 312)' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Winkel', 'Leasing', 'Verkocht', 'In voorraad', 'Totaal']);
    const liegeRow = within(table).getByRole('row', { name: /Liège/ });
    expect(
      within(liegeRow)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['40', '0', '1 203', '1 243 · 3 defect']);
    const brusselsRow = within(table).getByRole('row', { name: /Bruxelles/ });
    expect(
      within(brusselsRow)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['60', '9', '0', '69']);
  });

  it('draws the bars on one scale: the smaller store’s bar is as much shorter as it holds fewer bikes', async () => {
    const { container } = await renderWithProviders(<StockSummaryChart summary={summary} />, { locale: 'en' });
    const segments = [...container.querySelectorAll<HTMLElement>('[title]')];
    expect(segments.map((s) => s.title)).toEqual(['Leasing: 40', 'In stock: 1 203', 'Leasing: 60', 'Sold: 9']);
    const scaled = segments.map((s) => s.parentElement!.style.width);
    expect(scaled[0]).toBe('100%');
    expect(Number.parseFloat(scaled[2]!)).toBeCloseTo((69 / 1243) * 100, 3);
  });
});
