import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, DEMO_PASSWORD, signIn } from './support/app';
import { tr } from './support/i18n';

// Decision 063 on a phone: the till with a gift card to sell and its totals before paying fits the screen.

const SALES = { email: 'sales@veloport.test', password: DEMO_PASSWORD, language: 'fr', firstname: 'Sacha' } as const;

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

test('on a phone, a cashier adds a gift card to sell and sees the total to pay; the till fits the screen', async ({ page }) => {
  const locale = 'fr';
  const c = (key: string, values?: Record<string, string>) => tr(locale, `checkout:${key}`, values);
  await signIn(page, locale, SALES);
  await page.goto(`/${locale}/dashboard/checkout`);
  await expect(page.getByRole('heading', { level: 1, name: c('till.title'), exact: true })).toBeVisible();
  await page.getByLabel(c('till.sellGiftCard'), { exact: true }).fill('30');
  await page.getByRole('button', { name: c('till.addGiftCard'), exact: true }).click();
  const totals = page.getByRole('table', { name: c('totals.title'), exact: true });
  await expect(totals.getByRole('rowheader', { name: c('totals.toPay'), exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`30,00`) })).toBeVisible();
  const overflow = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
  expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.innerWidth);
  await expectAccessible(page, 'the till selling a gift card on a phone');
});
