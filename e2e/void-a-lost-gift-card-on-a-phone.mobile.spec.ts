import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, apiSend, DEMO_PASSWORD, signIn } from './support/app';
import { tr } from './support/i18n';

// Decision 119 on a phone: an admin voids a lost card (its replacement made by hand), the card reads voided with who
// and why, and the till refuses it.

const ADMIN = { email: 'admin@veloport.test', password: DEMO_PASSWORD, language: 'fr', firstname: 'Anne' } as const;

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

test('on a phone, an admin voids a lost gift card replaced by a new one; the page fits the screen', async ({ page }) => {
  const locale = 'fr';
  const p = (key: string, values?: Record<string, string>) => tr(locale, `payments:${key}`, values);
  await signIn(page, locale, ADMIN);
  const card = (await (await apiSend(page.request, 'POST', '/api/gift-cards', { amountCents: 3_000, buyerName: 'e2e void' })).json()) as {
    id: number;
    code: string;
  };
  await page.goto(`/${locale}/dashboard/bills/gift-cards/${card.id}`);
  await expect(page.getByRole('heading', { level: 1, name: p('giftCards.cardTitle', { code: card.code }), exact: true })).toBeVisible();
  await page.getByRole('button', { name: p('giftCards.void.action'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: p('giftCards.void.title', { code: card.code }) });
  await expect(dialog.getByLabel(p('giftCards.void.reason'))).toHaveValue('replaced');
  await dialog.getByLabel(p('giftCards.void.note')).fill('Perdue, remplacée');
  const overflow = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
  expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.innerWidth);
  await expectAccessible(page, 'the void dialog on a phone');
  await dialog.getByRole('button', { name: p('giftCards.void.confirm'), exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(p('giftCards.statuses.void'), { exact: true })).toBeVisible();
  await expect(page.getByText(p('giftCards.void.reasons.replaced'), { exact: true })).toBeVisible();
  await expect(page.getByText(p('giftCards.uses.void'), { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: p('giftCards.void.action'), exact: true })).toHaveCount(0);
  await expectAccessible(page, 'a voided gift card on a phone');

  // The public balance check says so.
  const balance = await apiSend(page.request, 'POST', '/api/gift-cards/balance', { code: card.code });
  expect(await balance.json()).toEqual({ balanceCents: 0, expiresOn: null, status: 'void' });
});
