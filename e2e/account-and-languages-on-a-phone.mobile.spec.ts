import { expect, test, type Locator, type Page } from './support/test';
import { acceptCookies, DEMO_PASSWORD, signIn } from './support/app';
import { tr, type Locale } from './support/i18n';

/** Issue 10 §11 and issue 9 §8: on a phone the admin's account menu and the languages stay on screen. */
const ADMIN = { email: 'admin@veloport.test', password: DEMO_PASSWORD, language: 'fr', firstname: 'Anne' } as const;

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

async function expectWithinWidth(page: Page, locator: Locator, name: string) {
  const box = await locator.boundingBox();
  expect(box, `${name} is on the page`).not.toBeNull();
  expect(box!.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${name} ends on screen`).toBeLessThanOrEqual(page.viewportSize()!.width);
}

async function expectNoOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test('in fr: an admin on a phone opens the account menu and signs out', async ({ page }) => {
  const locale: Locale = 'fr';
  await signIn(page, locale, ADMIN);
  const account = page.getByRole('button', { name: tr(locale, 'common:userMenu.label', { name: 'Anne Admin' }), exact: false });
  await expect(account).toBeInViewport({ ratio: 1 });
  await expectWithinWidth(page, account, 'the account menu');
  await expectNoOverflow(page);

  await account.click();
  const signOut = page.getByRole('menuitem', { name: tr(locale, 'common:userMenu.logout'), exact: true });
  await expect(signOut).toBeInViewport({ ratio: 1 });
  await signOut.click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/?$`));
  await expect(page.getByRole('button', { name: tr(locale, 'auth:login.submit'), exact: true })).toBeVisible();
});

test('in nl: on a 360 px phone the language selector sits in the page and the menu, covering nothing', async ({ page }) => {
  const locale: Locale = 'nl';
  await page.setViewportSize({ width: 360, height: 740 });
  const selectorOf = (scope: Page | Locator) =>
    scope.getByRole('navigation', { name: tr(locale, 'common:languageSelector.label'), exact: true });

  // The sign-in page: at the top of the page, inside the screen's width.
  await page.goto(`/${locale}`);
  const onLogin = selectorOf(page);
  await expect(onLogin).toBeVisible();
  await expectWithinWidth(page, onLogin, 'the language selector');
  await expectNoOverflow(page);

  // The public site: inside the opened menu, after its last link, which it does not cover.
  await page.goto(`/${locale}/home`);
  await page.getByRole('button', { name: tr(locale, 'public:nav.toggle'), exact: true }).click();
  const menu = page.locator('#public-mobile-nav');
  const lastLink = menu.getByRole('link', { name: tr(locale, 'public:nav.signIn'), exact: true });
  await expect(lastLink).toBeVisible();
  const selector = selectorOf(page).filter({ visible: true });
  await expect(selector).toBeVisible();
  await expectWithinWidth(page, selector, 'the language selector');
  const link = (await lastLink.boundingBox())!;
  const languages = (await selector.boundingBox())!;
  expect(languages.y, 'the selector comes below the last menu item').toBeGreaterThanOrEqual(link.y + link.height);
  await expectNoOverflow(page);

  await selector.getByRole('button', { name: tr(locale, 'common:languages.fr'), exact: true }).click();
  await expect(page).toHaveURL('/fr/home');
});
