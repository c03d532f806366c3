import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';
import type { Infer } from '@/lib/contract';
import type { ListOf, Offer, OfferUpload, offerSentSchema, offerUploadResponseSchema } from '@veloport/domain';

// The offer's documents section and the "send for signature" button (decision 028).

const at = '2026-01-05T10:00:00.000Z';
const page = <T,>(data: T[]) => ({ data, meta: { page: 1, perPage: 100, total: data.length } }) satisfies ListOf<T>;
const emile = { id: 30, name: 'Emile Employé' };
const amounts = { grossCents: 100000, discountCents: 0, exclVatCents: 100000, vatCents: 21000, inclVatCents: 121000 };
const offer = {
  id: 7,
  status: 'in_progress',
  contractType: 'purchase',
  durationMonths: null,
  description: null,
  company: { id: 1, name: 'Acme' },
  user: emile,
  lines: [
    {
      id: 70,
      kind: 'bike',
      label: 'Cube Kathmandu',
      modelId: 4,
      size: 'M',
      bikeId: null,
      accessoryId: null,
      description: null,
      installation: false,
      quantity: 1,
      unitPriceCents: 100000,
      vatRate: 21,
      discountPercent: 0,
      catalogueUnitCents: 100000,
      amounts,
    },
  ],
  totals: {
    exclVatCents: 100000,
    vatCents: 21000,
    inclVatCents: 121000,
    discountCents: 0,
    vatByRate: [{ rate: 21, baseCents: 100000, vatCents: 21000 }],
    catalogueValueCents: 100000,
    bikeAmountCents: 100000,
  },
  catalogueValueCents: 100000,
  purchase: { saleDiscountCents: 0, amountExclVatCents: 100000, amountInclVatCents: 121000 },
  display: { vatIncluded: true, purchaseCents: 121000, monthlyCents: null },
  signature: null,
  sentAt: null,
  createdAt: at,
  updatedAt: at,
} satisfies Offer;
const quote = {
  id: 3,
  offerId: 7,
  kind: 'supplier_quote',
  name: 'quote-cube.pdf',
  contentType: 'application/pdf',
  size: 52_000,
  uploadedBy: { id: 2, name: 'Sacha Sales' },
  createdAt: at,
  url: '/api/offers/7/uploads/3',
} satisfies OfferUpload;

const sales = makeUser({ language: 'en', firstname: 'Sacha', lastname: 'Sales', permission: ['order'] });
const employee = makeUser({ id: 30, language: 'en', firstname: 'Emile', lastname: 'Employé', permission: [] });

function signedIn(user: ReturnType<typeof makeUser>, extra: (call: ApiCall) => Response | undefined = () => undefined) {
  const API: Record<string, unknown> = {
    '/api/offers/7': offer,
    '/api/offers/7/uploads': page([quote]),
    '/api/offers/7/history': page([]),
  };
  return mockApi((call) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: true, user });
    return extra(call) ?? (call.method === 'GET' && call.path in API ? json(200, API[call.path]) : undefined);
  });
}

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=test; path=/';
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe("an offer's documents", { timeout: 30_000 }, () => {
  it.each([
    ['/en/dashboard/offers/7', sales],
    ['/en/dashboard/my-offers/7', employee],
  ])('%s lists the generated PDFs and the uploads, with no serious axe violation', async (url, user) => {
    signedIn(user);
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: 'Offer 7' }, { timeout: 10_000 });
    const section = await screen.findByRole('region', { name: 'Documents' });
    expect(within(section).getByRole('link', { name: 'Offer (PDF)' }).getAttribute('href')).toBe('/api/offers/7/documents/offer.pdf');
    expect((await within(section).findByRole('link', { name: 'quote-cube.pdf' })).getAttribute('href')).toBe('/api/offers/7/uploads/3');
    expect(within(section).getAllByText('Supplier quote').length).toBeGreaterThan(0);
    // Only staff upload and delete.
    expect(Boolean(within(section).queryByRole('form', { name: 'Upload a document' }))).toBe(user === sales);
    expect(Boolean(within(section).queryByRole('button', { name: 'Delete quote-cube.pdf' }))).toBe(user === sales);
    expect(await seriousViolations()).toEqual([]);
  });

  it('staff upload a signed paper copy: sent as kind=signed_paper, and the page shows the offer signed on paper', async () => {
    const signed = {
      ...offer,
      status: 'signed',
      signature: { name: 'Emile Employé', at, ip: null, by: { id: 2, name: 'Sacha Sales' }, method: 'paper' },
    } satisfies Offer;
    const calls = signedIn(sales, (call) =>
      call.method === 'POST' && call.path === '/api/offers/7/uploads'
        ? json(201, { ...quote, id: 4, kind: 'signed_paper', name: 'signed.pdf', offer: signed } satisfies Infer<
            typeof offerUploadResponseSchema
          >)
        : undefined,
    );
    renderApp('/en/dashboard/offers/7');
    const form = await screen.findByRole('form', { name: 'Upload a document' }, { timeout: 10_000 });
    expect(within(form).getByText(/marks it as signed on paper/)).toBeTruthy();
    // A text file is refused before anything is sent.
    const input = within(form).getByLabelText('File', { selector: 'input' });
    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await within(form).findByText('Only PDF, JPG or PNG files are accepted.')).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.7'], 'signed.pdf', { type: 'application/pdf' })] } });
    await userEvent.click(within(form).getByRole('button', { name: 'Upload and mark as signed' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/offers/7/uploads')).toBe(true));
    const call = calls.find((c) => c.method === 'POST' && c.path === '/api/offers/7/uploads')!;
    expect(call.query.get('kind')).toBe('signed_paper');
    expect((call.body as FormData).get('file')).toBeInstanceOf(File);
    expect(await screen.findByText('Signed on paper')).toBeTruthy();
    expect(screen.getByText(/recorded by Sacha Sales/)).toBeTruthy();
  });

  it('staff send the offer for signature and see to whom it went', async () => {
    const calls = signedIn(sales, (call) =>
      call.method === 'POST' && call.path === '/api/offers/7/send'
        ? json(200, { sentTo: [{ name: 'Emile Employé', email: 'e@acme.test' }], offer: { ...offer, sentAt: at } } satisfies Infer<
            typeof offerSentSchema
          >)
        : undefined,
    );
    renderApp('/en/dashboard/offers/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Send to the customer for signature' }, { timeout: 10_000 }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/offers/7/send')).toBe(true));
    expect(await screen.findByText(/Sent for signature on/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Send again' })).toBeTruthy();
  });
});
