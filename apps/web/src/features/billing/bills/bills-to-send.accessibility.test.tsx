import type { BillListItem, BillsSendResult } from '@veloport/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { seriousViolations } from '@/test/axe';
import { json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';

// `bills/to-send` (issue 25 point 23): the issued bills not yet e-mailed, sent at once after one confirmation.

const at = '2026-01-05T10:00:00.000Z';
const bill = (id: number, number: string, customer: string, inclVatCents: number): BillListItem => ({
  id,
  kind: 'invoice',
  number,
  status: 'issued',
  structuredCommunication: `+++000/0000/0${id}97+++`,
  customer: { kind: 'company', id, name: customer, vatNumber: null, address: null, language: 'fr' },
  company: { id, name: customer },
  issueDate: '2026-01-05',
  dueDate: '2026-02-04',
  reverseCharge: false,
  totals: { exclVatCents: inclVatCents, vatCents: 0, inclVatCents, byRate: [{ rate: 0, netCents: inclVatCents, vatCents: 0 }] },
  paidCents: 0,
  creditOf: null,
  issuedAt: at,
  createdAt: at,
  updatedAt: at,
});
const waiting = [bill(21, '2026-00021', 'Acme', 10_000), bill(22, '2026-00022', 'Initech', 5_000)];
const result = {
  sent: [{ id: 21, number: '2026-00021' }],
  failed: [{ id: 22, number: '2026-00022', code: 'bill_no_recipient' }],
} satisfies BillsSendResult;

const admin = makeUser({ language: 'en', firstname: 'Ada', lastname: 'Admin', permission: ['admin'], isAdmin: true });

function signedIn(user: ReturnType<typeof makeUser>) {
  return mockApi((call: ApiCall) => {
    if (call.path === '/api/auth/check') return json(200, { authenticated: true, user });
    if (call.path === '/api/bills' && call.query.get('toSend') === 'true')
      return json(200, { data: waiting, meta: { page: 1, perPage: 25, total: waiting.length } });
    if (call.method === 'POST' && call.path === '/api/bills/send') return json(200, result);
    if (call.path === '/api/stock-location/current') return json(200, { current_location: 1, current_location_name: 'Liège' });
    return undefined;
  });
}

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=test; path=/';
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('bills to send', { timeout: 30_000 }, () => {
  it('sends the ticked bills after one confirmation and says which one was not sent and why', async () => {
    const calls = signedIn(admin);
    renderApp('/en/dashboard/bills/to-send');
    await screen.findByRole('heading', { level: 1, name: 'Bills to send' }, { timeout: 10_000 });
    await screen.findAllByText('Initech');
    expect(screen.getByRole('button', { name: 'Send 0 bills' })).toHaveProperty('disabled', true);
    expect(await seriousViolations()).toEqual([]);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every bill on this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send 2 bills' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send 2 bills?' });
    expect(within(dialog).getByText(/^Total: .*150[.,]00.* incl. VAT\.$/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send 2 bills' }));

    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ billIds: [21, 22] }));
    const report = await screen.findByRole('status', { name: /1 bill sent\./ });
    expect(within(report).getByText('1 bill was not sent:')).toBeTruthy();
    expect(within(report).getByText(/2026-00022 — This customer has no billing e-mail address/)).toBeTruthy();
    // The bill that was not sent stays ticked, to send again once its customer has an address.
    expect(screen.getByRole('button', { name: 'Send 1 bill' })).toBeTruthy();
  });

  it('is an admin screen: a fleet manager is turned away', async () => {
    signedIn(makeUser({ language: 'en', permission: ['fleetManager'] }));
    const app = renderApp('/en/dashboard/bills/to-send');
    await vi.waitFor(() => expect(app.location()).toBe('/en/error/403'), { timeout: 10_000 });
  });
});
