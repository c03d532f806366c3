import { screen, within } from '@testing-library/react';
import { formatPrice } from '@veloport/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { seriousViolations } from '@/test/axe';
import { as, booksApi } from '@/features/accounting/books/test-fixtures';

// What customers and suppliers are owed, by age: a chart with its table, the list, the downloads (decision 086).

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=test; path=/';
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('pending payment pages: one h1, a main landmark, no serious axe violation', { timeout: 30_000 }, () => {
  it.each([
    ['/en/dashboard/horusApis/pending-client-payments', 'Owed by customers', '75 days'],
    ['/fr/dashboard/horusApis/pending-client-payments', 'Dû par les clients', 'Non échu'],
    ['/nl/dashboard/horusApis/pending-client-payments', 'Te ontvangen van klanten', '61 tot 90 dagen'],
    ['/en/dashboard/horusApis/pending-supplier-payments', 'Owed to suppliers', 'No supplier invoice to pay.'],
    ['/fr/dashboard/horusApis/pending-supplier-payments', 'Dû aux fournisseurs', 'Aucune facture fournisseur à payer.'],
    ['/nl/dashboard/horusApis/pending-supplier-payments', 'Te betalen aan leveranciers', 'Geen aankoopfactuur te betalen.'],
  ])('%s', async (url, title, text) => {
    booksApi(as(url.slice(1, 3) as 'en' | 'fr' | 'nl'));
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
    await screen.findAllByText(text, {}, { timeout: 5_000 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });

  it('reads the ageing totals as a table to screen readers, and downloads the list', async () => {
    booksApi(as('en'));
    renderApp('/en/dashboard/horusApis/pending-client-payments');
    const chart = await screen.findByRole('table', { name: 'Open amounts by age' }, { timeout: 10_000 });
    expect(within(chart).getByRole('columnheader', { name: '61–90 days' })).toBeTruthy();
    expect(within(chart).getAllByText(formatPrice(121_000)).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /CSV/ }).getAttribute('href')).toContain('/api/accounting/pending-client-payments?');
  });
});
