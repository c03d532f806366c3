import { expect, test } from './support/test';
import { acceptCookies, createAccount, signIn } from './support/app';
import { tr, type Locale } from './support/i18n';

/** Issue 10 §10: the sign-in and error pages lead to the shop and to sign-in; a signed-in shopper sees their account. */
test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

test('in en: the sign-in page and the 404 page link to the shop and to sign-in', async ({ page }) => {
  const locale: Locale = 'en';
  await page.goto(`/${locale}`);
  const links = page.getByRole('navigation', { name: tr(locale, 'common:layout.siteLinks'), exact: true });
  await links.getByRole('link', { name: tr(locale, 'common:layout.shopHome'), exact: true }).click();
  await expect(page).toHaveURL(`/${locale}/home`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto(`/${locale}/no-such-page`);
  await expect(page).toHaveURL(`/${locale}/error/404`);
  await expect(page.getByRole('heading', { level: 1, name: tr(locale, 'errors:page.404.title'), exact: true })).toBeVisible();
  await expect(links.getByRole('link', { name: tr(locale, 'common:layout.shopHome'), exact: true })).toHaveAttribute(
    'href',
    `/${locale}/home`,
  );
  await links.getByRole('link', { name: tr(locale, 'common:layout.signIn'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/?$`));
  await expect(page.getByRole('button', { name: tr(locale, 'auth:login.submit'), exact: true })).toBeVisible();
});

test('in fr: a signed-in visitor of the shop and of the error page sees their account instead of "sign in"', async ({ page }) => {
  const locale: Locale = 'fr';
  const account = await createAccount(locale, 'Camille');
  await signIn(page, locale, account);
  await page.goto(`/${locale}/bikes`);
  const nav = page.getByRole('navigation', { name: tr(locale, 'public:nav.label'), exact: true }).filter({ visible: true });
  const mine = nav.getByRole('link', { name: tr(locale, 'common:layout.myAccount'), exact: true });
  await expect(mine).toBeVisible();
  await expect(nav.getByRole('link', { name: tr(locale, 'public:nav.signIn'), exact: true })).toHaveCount(0);
  await mine.click();
  await expect(page).toHaveURL(`/${locale}/dashboard`);
  await expect(
    page.getByRole('heading', { level: 1, name: tr(locale, 'dashboard:home.greeting', { firstname: 'Camille' }), exact: true }),
  ).toBeVisible();

  // The error page's links too: the account, not "sign in".
  await page.goto(`/${locale}/no-such-page`);
  const links = page.getByRole('navigation', { name: tr(locale, 'common:layout.siteLinks'), exact: true });
  await expect(links.getByRole('link', { name: tr(locale, 'common:layout.myAccount'), exact: true })).toHaveAttribute(
    'href',
    `/${locale}/dashboard`,
  );
  await expect(links.getByRole('link', { name: tr(locale, 'common:layout.signIn'), exact: true })).toHaveCount(0);
});
