import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatPrice } from '@veloport/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { seriousViolations } from '@/test/axe';
import { apiError, json } from '@/test/mock-api';
import { as, booksApi, purchase } from '@/features/accounting/books/test-fixtures';

// Supplier invoices: the list with the UBL upload, an invoice's page, approving and refusing (decision 086).

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=test; path=/';
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const ubl = () => new File(['<Invoice/>'], 'invoice.xml', { type: 'application/xml' });

describe('purchase pages: one h1, a main landmark, no serious axe violation', { timeout: 30_000 }, () => {
  it.each([
    ['/en/dashboard/horusApis/purchases', 'Purchases', 'This file is not a UBL 2.1 invoice (Peppol BIS 3.0).'],
    ['/fr/dashboard/horusApis/purchases', 'Achats', 'Approuvée'],
    ['/nl/dashboard/horusApis/purchases', 'Aankopen', 'Opgeladen bestand'],
    ['/en/dashboard/horusApis/purchases/5', 'Supplier invoice VP-5', 'Approve'],
    ['/fr/dashboard/horusApis/purchases/7', 'Facture fournisseur VP-7', 'Wrong prices'],
    ['/nl/dashboard/horusApis/purchases/6', 'Aankoopfactuur VP-6', 'PEPPOL-EN16931-R008'],
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

describe('uploading a supplier invoice', { timeout: 30_000 }, () => {
  it('says in words why the API refused the file, and that the same invoice is already in the books', async () => {
    let answer = apiError(422, 'validation_failed', { fields: { file: 'totals_mismatch' } });
    booksApi(as('en'), (call) => (call.method === 'POST' && call.path === '/api/purchases' ? answer : undefined));
    renderApp('/en/dashboard/horusApis/purchases');
    const input = await screen.findByLabelText('UBL invoice (XML)', { selector: 'input' }, { timeout: 10_000 });
    await userEvent.upload(input, ubl());
    await userEvent.click(screen.getByRole('button', { name: 'Add the invoice' }));
    expect(await screen.findByText("The invoice's totals do not add up (excl. VAT + VAT ≠ incl. VAT).")).toBeTruthy();

    answer = apiError(409, 'duplicate_purchase');
    await userEvent.click(screen.getByRole('button', { name: 'Add the invoice' }));
    expect(await screen.findByText('This supplier invoice is already in the books (same supplier, same number).')).toBeTruthy();
  });

  it('links to the invoice just added, to approve', async () => {
    const calls = booksApi(as('fr'), (call) =>
      call.method === 'POST' && call.path === '/api/purchases' ? json(201, purchase(9, { number: 'F-2026-9' })) : undefined,
    );
    renderApp('/fr/dashboard/horusApis/purchases');
    await userEvent.upload(await screen.findByLabelText('Facture UBL (XML)', { selector: 'input' }, { timeout: 10_000 }), ubl());
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter la facture' }));
    const added = await screen.findByRole('status');
    expect(within(added).getByText(/Facture F-2026-9 de Velo Parts BV ajoutée, à approuver\./)).toBeTruthy();
    expect(within(added).getByRole('link', { name: 'L’ouvrir' }).getAttribute('href')).toBe('/fr/dashboard/horusApis/purchases/9');
    const sent = calls.find((c) => c.method === 'POST')!.body as FormData;
    expect((sent.get('file') as File).name).toBe('invoice.xml');
  });
});

describe('deciding on an invoice', { timeout: 30_000 }, () => {
  it('approves it', async () => {
    const calls = booksApi(as('en'), (call) =>
      call.method === 'POST' && call.path === '/api/purchases/5/approve' ? json(200, purchase(5, { status: 'approved' })) : undefined,
    );
    renderApp('/en/dashboard/horusApis/purchases/5');
    // Its lines and its VAT per rate, before deciding.
    const lines = await screen.findByRole('table', { name: 'Lines' }, { timeout: 10_000 });
    expect(within(lines).getByText('Cadre aluminium 54 cm')).toBeTruthy();
    const vat = screen.getByRole('table', { name: 'VAT per rate' });
    expect(within(vat).getByText('21 %')).toBeTruthy();
    expect(within(vat).getAllByText(formatPrice(21_000))).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Invoice approved: it is in the purchases daybook and can be paid.')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/purchases/5/approve')).toHaveLength(1);
  });

  it('refuses it only with a reason, which it sends', async () => {
    const calls = booksApi(as('nl'), (call) =>
      call.method === 'POST' && call.path === '/api/purchases/5/refuse'
        ? json(200, purchase(5, { status: 'refused', refusalReason: 'Verkeerde prijzen' }))
        : undefined,
    );
    renderApp('/nl/dashboard/horusApis/purchases/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Weigeren' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Deze factuur weigeren' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Weigeren' }));
    expect(await within(dialog).findByText('Dit veld is verplicht.')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/purchases/5/refuse')).toBe(false);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reden/ }), 'Verkeerde prijzen');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Weigeren' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/purchases/5/refuse')?.body).toEqual({ reason: 'Verkeerde prijzen' }));
    expect(await seriousViolations()).toEqual([]);
  });
});
