import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { json, makeUser, mockApi } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';
import type { GiftCardDetail } from '@veloport/domain';

// Voiding a gift card (decision 119): the admin's action on the card's page, its confirmation, and the card voided.

const at = '2026-01-05T10:00:00.000Z';
const card = {
  id: 3,
  code: 'K7QM-2XPD-W9RT-HN4C',
  initialCents: 10000,
  balanceCents: 6500,
  expiresOn: null,
  status: 'active',
  soldVia: 'till',
  soldOnTicket: null,
  buyerName: 'Mme Lambotte',
  note: null,
  createdAt: at,
  uses: [
    { id: 1, amountCents: 10000, balanceAfterCents: 10000, reference: 'sale', by: { id: 1, name: 'Ada Admin' }, at },
    { id: 2, amountCents: -3500, balanceAfterCents: 6500, reference: 'Ticket 2026-0042', by: { id: 1, name: 'Ada Admin' }, at },
  ],
  voided: null,
} satisfies GiftCardDetail;
const voided = {
  ...card,
  balanceCents: 0,
  status: 'void',
  uses: [...card.uses, { id: 3, amountCents: -6500, balanceAfterCents: 0, reference: 'void', by: { id: 1, name: 'Ada Admin' }, at }],
  voided: { at, by: { id: 1, name: 'Ada Admin' }, reason: 'made_by_mistake', note: 'Typed twice' },
} satisfies GiftCardDetail;

const admin = makeUser({ language: 'en', firstname: 'Ada', lastname: 'Admin', permission: ['admin'], isAdmin: true });

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=test; path=/';
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('voiding a gift card', { timeout: 30_000 }, () => {
  it('asks why in a dialog, says why not, then shows the card voided with who, when and why', async () => {
    let answer: 'nothing_left' | 'ok' = 'nothing_left';
    const calls = mockApi((call) => {
      if (call.path === '/api/auth/check') return json(200, { authenticated: true, user: admin });
      if (call.method === 'POST' && call.path === '/api/gift-cards/3/void')
        return answer === 'ok' ? json(200, voided) : json(409, { error: { code: 'nothing_left', message: 'x' } });
      if (call.path === '/api/gift-cards/3') return json(200, card);
      return undefined;
    });
    renderApp('/en/dashboard/bills/gift-cards/3');
    await screen.findByRole('heading', { level: 1, name: 'Gift card K7QM-2XPD-W9RT-HN4C' }, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Void this card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void gift card K7QM-2XPD-W9RT-HN4C' });
    expect(within(dialog).getByText(/What remains on it \(65,00 €\) goes to 0/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Why/), 'made_by_mistake');
    await userEvent.type(within(dialog).getByLabelText(/^Note/), 'Typed twice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void the card' }));
    await within(dialog).findByText('This gift card holds nothing: there is nothing to void.');
    answer = 'ok';
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void the card' }));
    await screen.findByText(/^Voided on .* by Ada Admin$/);
    expect(calls.filter((c) => c.path === '/api/gift-cards/3/void').at(-1)!.body).toEqual({
      reason: 'made_by_mistake',
      note: 'Typed twice',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Voided')).toBeTruthy();
    expect(screen.getByText('Made by mistake')).toBeTruthy();
    expect(screen.getByText('Card voided')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Void this card' })).toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows a voided card in French with its reason, without the action', async () => {
    const fr = makeUser({ language: 'fr', firstname: 'Ada', lastname: 'Admin', permission: ['admin'], isAdmin: true });
    mockApi((call) => {
      if (call.path === '/api/auth/check') return json(200, { authenticated: true, user: fr });
      if (call.path === '/api/gift-cards/3') return json(200, voided);
      return undefined;
    });
    renderApp('/fr/dashboard/bills/gift-cards/3');
    await screen.findByRole('heading', { level: 1, name: 'Carte cadeau K7QM-2XPD-W9RT-HN4C' }, { timeout: 10_000 });
    await screen.findByText('Créée par erreur');
    expect(screen.getByText('Annulée')).toBeTruthy();
    expect(screen.getByText('Carte annulée')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Annuler cette carte' })).toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });
});
