import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies } from './support/app';
import { tr } from './support/i18n';

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
  expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.innerWidth);
}

test('on a phone the shop fits the screen: cart, checkout, rentals and the withdrawal form, in Dutch and French', async ({ page }) => {
  for (const [index, locale] of (['nl', 'fr'] as const).entries()) {
    const t = (key: string, vars?: Record<string, string | number>) => tr(locale, `shop:${key}`, vars);
    const h1 = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });

    // A gift card is the one item that needs no catalogue id: added from the cart page itself (one more each language).
    await page.goto(`/${locale}/shop/cart`);
    await expect(h1(t('cart.title'))).toBeVisible();
    await page.getByRole('button', { name: t('giftCard.add'), exact: true }).click();
    await expect(
      page.getByRole('link', {
        name: tr(locale, `public:nav.cartCount_${index === 0 ? 'one' : 'other'}`, { count: index + 1 }),
        exact: true,
      }),
    ).toBeVisible();
    await expect(page.getByText(t('summary.total'), { exact: true })).toBeVisible();
    await expectNoSideScroll(page);
    await expectAccessible(page, `cart ${locale}`);

    await page.getByRole('link', { name: t('cart.checkout'), exact: true }).click();
    await expect(h1(t('checkout.title'))).toBeVisible();
    await expectNoSideScroll(page);
    await expectAccessible(page, `checkout ${locale}`);

    await page.goto(`/${locale}/rentals`);
    await expect(h1(t('rentals.title'))).toBeVisible();
    await expectNoSideScroll(page);
    await expectAccessible(page, `rentals ${locale}`);

    await page.goto(`/${locale}/legal/withdrawal-form`);
    await expect(h1(t('legal.withdrawalForm.title'))).toBeVisible();
    await expectNoSideScroll(page);
  }
});
