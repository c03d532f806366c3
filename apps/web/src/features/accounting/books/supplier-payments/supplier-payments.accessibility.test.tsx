import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { seriousViolations } from '@/test/axe';
import { apiError, json } from '@/test/mock-api';
import { as, batch, booksApi } from '@/features/accounting/books/test-fixtures';

// Paying suppliers: choosing approved invoices and a date, the batch's page with its pain.001 (decision 086).

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=test; path=/';
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('supplier payment pages: one h1, a main landmark, no serious axe violation', { timeout: 30_000 }, () => {
  it.each([
    ['/en/dashboard/horusApis/supplier-payments', 'Supplier payments', 'To send to the bank'],
    ['/fr/dashboard/horusApis/supplier-payments', 'Paiements fournisseurs', 'VP-SUP-000004'],
    ['/nl/dashboard/horusApis/supplier-payments', 'Leveranciersbetalingen', 'Naar de bank te sturen'],
    ['/en/dashboard/horusApis/supplier-payments/create', 'Pay suppliers', 'Approved invoices not paid yet'],
    ['/fr/dashboard/horusApis/supplier-payments/create', 'Payer les fournisseurs', 'Date d’exécution'],
    ['/nl/dashboard/horusApis/supplier-payments/create', 'Leveranciers betalen', 'Uitvoeringsdatum'],
    ['/en/dashboard/horusApis/supplier-payments/batches/4', 'Supplier payments VP-SUP-000004', 'VP-6'],
    ['/fr/dashboard/horusApis/supplier-payments/batches/4', 'Paiements fournisseurs VP-SUP-000004', 'À envoyer à la banque'],
    ['/nl/dashboard/horusApis/supplier-payments/batches/4', 'Leveranciersbetalingen VP-SUP-000004', 'Het pain.001-bestand downloaden'],
  ])('%s', async (url, title, text) => {
    booksApi(as(url.slice(1, 3) as 'en' | 'fr' | 'nl'));
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
    await screen.findAllByText(text, {}, { timeout: 5_000 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('making a batch', { timeout: 30_000 }, () => {
  it('asks for an invoice, says why the bank cannot take the date, and opens the batch once made', async () => {
    let answer = apiError(422, 'validation_failed', { fields: { executionDate: 'not_business_day' } });
    const calls = booksApi(as('en'), (call) =>
      call.method === 'POST' && call.path === '/api/supplier-payments/batches' ? answer : undefined,
    );
    renderApp('/en/dashboard/horusApis/supplier-payments/create');
    await screen.findByRole('table', {}, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Make the batch' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose at least one invoice to pay.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    // Only the approved invoices are offered (the list is asked for by status).
    expect(calls.some((c) => c.path === '/api/purchases' && c.query.get('status') === 'approved')).toBe(true);
    await userEvent.click(screen.getAllByRole('checkbox', { name: /^Pay VP-6 from Velo Parts BV$/ })[0]!);
    expect(screen.getByText(/^1 invoice chosen, /)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Make the batch' }));
    expect(await screen.findByText('Banks do not work on weekends: choose a business day.')).toBeTruthy();
    const sent = calls.find((c) => c.method === 'POST')!.body as { purchaseIds: number[]; executionDate: string };
    expect(sent.purchaseIds).toEqual([6]);
    expect(sent.executionDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    answer = json(201, batch);
    await userEvent.click(screen.getByRole('button', { name: 'Make the batch' }));
    await screen.findByRole('heading', { level: 1, name: 'Supplier payments VP-SUP-000004' }, { timeout: 10_000 });
  });

  it('marks a batch paid once the bank executed it', async () => {
    const calls = booksApi(as('fr'), (call) =>
      call.method === 'POST' && call.path === '/api/supplier-payments/batches/4/paid' ? json(200, { ...batch, status: 'paid' }) : undefined,
    );
    renderApp('/fr/dashboard/horusApis/supplier-payments/batches/4');
    await userEvent.click(await screen.findByRole('button', { name: 'La banque l’a payé' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Marquer le lot comme payé' });
    expect(within(dialog).getByText('Sa facture est payée le 01/12/2026 et entre dans le journal de banque.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'La banque l’a payé' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/supplier-payments/batches/4/paid')).toHaveLength(1));
  });
});
