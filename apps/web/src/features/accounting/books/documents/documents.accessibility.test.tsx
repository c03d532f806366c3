import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { seriousViolations } from '@/test/axe';
import { json } from '@/test/mock-api';
import { as, booksApi, GETS } from '@/features/accounting/books/test-fixtures';

// The accountant's documents: the ZIP, the VAT check, building the journals; the accounts settings (decision 086).

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=test; path=/';
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('documents and settings pages: one h1, a main landmark, no serious axe violation', { timeout: 30_000 }, () => {
  it.each([
    ['/en/dashboard/horusApis/documents', "Accountant's documents", /^VAT in the books = VAT of the bills ✓/],
    ['/fr/dashboard/horusApis/documents', 'Documents du comptable', /^TVA comptabilisée = TVA des factures ✓/],
    ['/nl/dashboard/horusApis/documents', 'Documenten voor de boekhouder', /^Geboekte btw = btw van de facturen ✓/],
    ['/en/dashboard/horusApis/settings', 'Accounts and VAT codes', 'Sales: workshop'],
    ['/fr/dashboard/horusApis/settings', 'Comptes et grilles TVA', 'Ventes en autoliquidation'],
    ['/nl/dashboard/horusApis/settings', 'Rekeningen en btw-roosters', 'Account 400000 is closed'],
    ['/fr/dashboard/horusApis/settings', 'Comptes et grilles TVA', 'Modifié dans Horus'],
    ['/nl/dashboard/horusApis/settings', 'Rekeningen en btw-roosters', 'Betaald in Horus: de factuur is hier nu betaald'],
  ])('%s', async (url, title, text) => {
    booksApi(as(url.slice(1, 3) as 'en' | 'fr' | 'nl'));
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
    await screen.findAllByText(text, {}, { timeout: 5_000 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });

  it('says the difference when the books and the bills disagree, and how many entries a build wrote', async () => {
    GETS['/api/accounting/checks/vat'] = { journalVatCents: 21_000, documentsVatCents: 20_000, equal: false };
    const calls = booksApi(as('en'), (call) =>
      call.method === 'POST' && call.path === '/api/accounting/journals/build' ? json(200, { created: 3 }) : undefined,
    );
    renderApp('/en/dashboard/horusApis/documents?from=2026-10-01&to=2026-10-31');
    expect(await screen.findByText(/a difference of 10,00 €\.$/, {}, { timeout: 10_000 })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Build the journals of the period' }));
    expect(await screen.findByText('3 entries written.')).toBeTruthy();
    const build = calls.find((c) => c.path === '/api/accounting/journals/build')!;
    expect([build.query.get('from'), build.query.get('to')]).toEqual(['2026-10-01', '2026-10-31']);
    GETS['/api/accounting/checks/vat'] = { journalVatCents: 21_000, documentsVatCents: 21_000, equal: true };
  });

  it('sends the period to Horus and says how many entries were queued', async () => {
    const calls = booksApi(as('en'), (call) =>
      call.method === 'POST' && call.path === '/api/accounting/horus/sync' ? json(200, { queued: 3 }) : undefined,
    );
    renderApp('/en/dashboard/horusApis/settings?from=2026-10-01&to=2026-10-31');
    expect(await screen.findByText(/^Connected to folder F-1042 since/, {}, { timeout: 10_000 })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send this period to Horus' }));
    expect(await screen.findByText('Entries queued for Horus: 3.')).toBeTruthy();
    const sync = calls.find((c) => c.path === '/api/accounting/horus/sync')!;
    expect([sync.query.get('from'), sync.query.get('to')]).toEqual(['2026-10-01', '2026-10-31']);
  });

  it('reads back from Horus: what it found, a changed entry beside ours, the payments and a refused document', async () => {
    const calls = booksApi(as('en'), (call) =>
      call.method === 'POST' && call.path === '/api/accounting/horus/read-back'
        ? json(200, { changed: 1, paid: 1, toCheck: 1 })
        : undefined,
    );
    renderApp('/en/dashboard/horusApis/settings');
    expect(await screen.findByRole('region', { name: 'Documents Horus refused' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('The UBL is not an invoice this folder reads')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Our entry' }).textContent).toContain('700100');
    const theirs = screen.getByRole('region', { name: 'In Horus' });
    expect(within(theirs).getByText('differs').closest('tr')!.textContent).toContain('700300');
    expect(screen.getByText('Paid in Horus: the invoice is now paid here')).toBeTruthy();
    expect(screen.getByText(/^To check: a customer payment is recorded from the bank statement/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Read back now' }));
    expect(
      await screen.findByText('Read back. Entries newly changed in Horus: 1; supplier invoices paid: 1; payments to check: 1.'),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/accounting/horus/read-back')).toBe(true);
  });

  it('says so when Horus cannot be read back', async () => {
    booksApi(as('fr'), (call) =>
      call.method === 'POST' && call.path === '/api/accounting/horus/read-back'
        ? json(502, { error: { code: 'software_unavailable', message: 'down' } })
        : undefined,
    );
    renderApp('/fr/dashboard/horusApis/settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Relire maintenant' }, { timeout: 10_000 }));
    expect((await screen.findByRole('alert')).textContent).toBe('Horus n’a pas pu être lu\u00a0: rien n’a changé. Réessayez plus tard.');
  });

  it('checks the accounts with the contract before saving them', async () => {
    const calls = booksApi(as('en'), (call) => (call.method === 'PUT' ? json(200, call.body) : undefined));
    renderApp('/en/dashboard/horusApis/settings');
    const bank = await screen.findByRole('textbox', { name: /^Bank/ }, { timeout: 10_000 });
    await userEvent.clear(bank);
    await userEvent.type(bank, '55');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This value is invalid.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.type(bank, '0001');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect((calls.find((c) => c.method === 'PUT')?.body as { accounts: { bank: string } }).accounts.bank).toBe('550001'),
    );
  });
});
