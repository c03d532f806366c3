import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShopSchedulePage } from '@/features/stock/shop-schedule/routes/shop-schedule-page';
import { apiError, json, makeUser, mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import type { Infer } from '@/lib/contract';
import type { scheduleSchema } from '@veloport/domain';

const admin = makeUser({ language: 'en', isAdmin: true, permission: ['admin'] });
const schedule = {
  stores: [
    { locationId: 1, name: 'Liège', hours: [{ weekday: 2, opens: '10:00', closes: '18:00' }], closures: [] },
    { locationId: 2, name: 'Brussels', hours: [], closures: [] },
  ],
} satisfies Infer<typeof scheduleSchema>;

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=t0k3n; path=/';
});
afterEach(() => vi.unstubAllGlobals());

describe('the shop schedule', { timeout: 20_000 }, () => {
  it('sends every store with its spans and exceptions, and shows an overlap the API refuses under its input', async () => {
    const calls = mockApi((call) => {
      if (call.path === '/api/auth/check') return json(200, { authenticated: true, user: admin });
      if (call.path === '/api/shop/schedule' && call.method === 'GET') return json(200, schedule);
      if (call.path === '/api/shop/schedule' && call.method === 'PUT')
        return apiError(422, 'validation_failed', { fields: { 'stores.0.hours.1.opens': 'overlap' } });
      return undefined;
    });
    await renderRoutes([{ path: 'dashboard/shop/schedule', element: <ShopSchedulePage /> }], '/en/dashboard/shop/schedule');
    await screen.findByRole('heading', { level: 1, name: 'Shop schedule' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add opening hours' }));
    // An exceptional opening: the Sunday before Christmas (decision 098).
    await userEvent.click(screen.getAllByRole('button', { name: 'Add an exception' })[0]!);
    await userEvent.selectOptions(screen.getByLabelText('Exception'), 'open');
    for (const label of ['From', 'To (included)']) {
      await userEvent.click(screen.getByLabelText(label));
      await userEvent.paste('20/12/2099');
    }
    for (const [label, text] of [
      ['Reason in French', 'Dimanche de Noël'],
      ['Reason in English', 'Christmas Sunday'],
      ['Reason in Dutch', 'Kerstzondag'],
    ])
      fireEvent.change(screen.getByLabelText(label!), { target: { value: text } });
    await userEvent.click(screen.getByRole('button', { name: 'Save the schedule' }));

    await vi.waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      stores: [
        {
          locationId: 1,
          hours: [
            { weekday: 2, opens: '10:00', closes: '18:00' },
            { weekday: 1, opens: '09:00', closes: '18:00' },
          ],
          closures: [
            {
              from: '2099-12-20',
              to: '2099-12-20',
              kind: 'open',
              reason: { fr: 'Dimanche de Noël', en: 'Christmas Sunday', nl: 'Kerstzondag' },
            },
          ],
        },
        { locationId: 2, hours: [], closures: [] },
      ],
    });
    const opens = screen.getAllByLabelText('Opens at')[1];
    await vi.waitFor(() => expect(opens.getAttribute('aria-invalid')).toBe('true'));
  });
});
