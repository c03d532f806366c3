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

test('on a phone the public site fits the screen: menu behind the burger, filters behind a button, the stepper wraps', async ({ page }) => {
  const locale = 'nl';
  const t = (key: string) => tr(locale, `public:${key}`);

  await page.goto(`/${locale}/bikes`);
  await expect(page.getByRole('heading', { level: 1, name: t('bikes.title'), exact: true })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  // Each card says whether the bike is in stock, soon available or not, in words.
  const states = ['in_stock', 'soon_available', 'not_in_stock'].map((s) => t(`stock.${s}`));
  await expect(
    page
      .getByRole('article')
      .first()
      .getByText(new RegExp(`^(${states.join('|')})$`)),
  ).toBeVisible();
  await expectNoSideScroll(page);

  // The bikes come first; the filters open on demand.
  const filters = page.getByRole('button', { name: t('bikes.filters.title'), exact: true });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel(t('bikes.filters.electric'), { exact: true })).toBeHidden();
  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel(t('bikes.filters.electric'), { exact: true }).selectOption('true');
  await expect(page).toHaveURL(`/${locale}/bikes?electric=true`);
  await expectAccessible(page, 'catalogue on a phone');

  const burger = page.getByRole('button', { name: t('nav.toggle'), exact: true });
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await burger.click();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  const rentals = page.getByRole('link', { name: t('nav.rentals'), exact: true });
  await expect(rentals).toBeInViewport();
  await rentals.click();
  await expect(page).toHaveURL(`/${locale}/rentals`);
  await expect(burger).toHaveAttribute('aria-expanded', 'false');

  await page.getByRole('link', { name: tr(locale, 'shop:rentals.groupCta'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: tr(locale, 'testRide:title'), exact: true })).toBeVisible();
  await expectNoSideScroll(page);
  await expectAccessible(page, 'test-ride form on a phone');
});
