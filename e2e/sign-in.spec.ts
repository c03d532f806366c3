import { expect, request as playwrightRequest, test, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import { BASE_URL } from '../playwright.config';
import { acceptCookies, apiSend, createAccount, DEMO_PASSWORD, signIn, submitLogin, uniqueEmail } from './support/app';
import { waitForMail } from './support/mailbox';
import { escapeRegExp, journeyLocales, tr, trPattern, type Locale } from './support/i18n';

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

async function expectLoginPage(page: Page, locale: Locale) {
  await expect(page.getByRole('heading', { level: 1, name: tr(locale, 'auth:login.title'), exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

async function logOut(page: Page, locale: Locale, fullName: string) {
  await page.getByRole('button', { name: tr(locale, 'common:userMenu.label', { name: fullName }), exact: true }).click();
  await page.getByRole('menuitem', { name: tr(locale, 'common:userMenu.logout'), exact: true }).click();
}

test('the root leads to the browser’s language when it is ours, and to French otherwise', async ({ browser }) => {
  for (const [browserLocale, locale] of [
    ['nl-BE', 'nl'],
    ['de-DE', 'fr'],
  ] as const) {
    const context = await browser.newContext({ locale: browserLocale, baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(`/${locale}`);
    await expectLoginPage(page, locale);
    await page.goto('/xx/whatever');
    await expect(page).toHaveURL(`/${locale}`);
    await expectLoginPage(page, locale);
    await context.close();
  }
});

for (const locale of journeyLocales('nl')) {
  test.describe(`in ${locale}`, () => {
    test('an unknown page and a forbidden page show the error page in that language', async ({ page }) => {
      await page.goto(`/${locale}/nope`);
      await expect(page).toHaveURL(`/${locale}/error/404`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1, name: tr(locale, 'errors:page.404.title'), exact: true })).toBeVisible();
      await expect(page.getByText(tr(locale, 'errors:page.code', { code: 404 }), { exact: true })).toBeVisible();
      await expect(page.getByText(tr(locale, 'errors:page.404.text'), { exact: true })).toBeVisible();
      await expectAccessible(page, '404');
      await page.goto(`/${locale}/dashboard/nope`);
      await expect(page).toHaveURL(`/${locale}/error/404`);

      await page.goto(`/${locale}/error/403`);
      await expect(page.getByRole('heading', { level: 1, name: tr(locale, 'errors:page.403.title'), exact: true })).toBeVisible();
      await expect(page.getByText(tr(locale, 'errors:page.403.text'), { exact: true })).toBeVisible();
      await expectAccessible(page, '403');
      await page.getByRole('link', { name: tr(locale, 'errors:page.backToLogin'), exact: true }).click();
      await expect(page).toHaveURL(`/${locale}`);
      await expectLoginPage(page, locale);
    });

    test('sign-in refusals are explained, then each user lands on the dashboard in their own language', async ({ page }) => {
      await page.goto(`/${locale}`);
      await expectLoginPage(page, locale);
      await expect(page).toHaveTitle(new RegExp(escapeRegExp(tr(locale, 'auth:login.title'))));
      await expectAccessible(page, 'login');

      await submitLogin(page, locale, 'fleet@acme.test', 'Not-the-password-1!');
      await expect(alert(page, tr(locale, 'errors:api.wrong_password'))).toBeVisible();

      await submitLogin(page, locale, uniqueEmail('nobody'), DEMO_PASSWORD);
      await expect(alert(page, tr(locale, 'errors:api.user_not_found'))).toBeVisible();

      await submitLogin(page, locale, 'inactive@acme.test', DEMO_PASSWORD);
      await expect(alert(page, tr(locale, 'errors:api.user_inactive'))).toBeVisible();
      await expect(page).toHaveURL(`/${locale}`);

      // Fiona speaks Dutch: she lands on the Dutch dashboard whatever the login page's language.
      await submitLogin(page, locale, 'fleet@acme.test', DEMO_PASSWORD);
      await expect(page).toHaveURL('/nl/dashboard');
      await expect(
        page.getByRole('heading', { level: 1, name: tr('nl', 'dashboard:home.greeting', { firstname: 'Fiona' }) }),
      ).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
      await expectAccessible(page, 'dashboard home');

      await logOut(page, 'nl', 'Fiona Fleet');
      await expect(page).toHaveURL('/nl');
      await expectLoginPage(page, 'nl');
      const check = await page.request.get('/api/auth/check');
      expect(await check.json()).toEqual({ authenticated: false, user: null });

      // Paula speaks English.
      await page.goto(`/${locale}`);
      await submitLogin(page, locale, 'private@example.com', DEMO_PASSWORD);
      await expect(page).toHaveURL('/en/dashboard');
      await expect(
        page.getByRole('heading', { level: 1, name: tr('en', 'dashboard:home.greeting', { firstname: 'Paula' }) }),
      ).toBeVisible();
    });

    test('a signed-out visit to my settings asks to sign in, then returns there; the login page then leads to the dashboard', async ({
      page,
    }) => {
      const account = await createAccount(locale, 'Robin');

      await page.goto(`/${locale}/dashboard/user-settings`);
      await expect(page).toHaveURL(`/${locale}?redirect=${encodeURIComponent(`/${locale}/dashboard/user-settings`)}`);
      await expectLoginPage(page, locale);

      await submitLogin(page, locale, account.email, account.password);
      await expect(page).toHaveURL(`/${locale}/dashboard/user-settings`);
      await expect(page.getByRole('heading', { level: 1, name: tr(locale, 'settings:title'), exact: true })).toBeVisible();

      // Guest-only: signed in, the login page is the dashboard.
      await page.goto(`/${locale}`);
      await expect(page).toHaveURL(`/${locale}/dashboard`);
      await expect(
        page.getByRole('heading', { level: 1, name: tr(locale, 'dashboard:home.greeting', { firstname: 'Robin' }) }),
      ).toBeVisible();
    });

    test('the navigation shows only what the user may open', async ({ page }) => {
      const navigation = page.getByRole('navigation', { name: tr(locale, 'common:layout.mainNavigation'), exact: true });
      const apiDocs = navigation.getByRole('link', { name: tr(locale, 'dashboard:nav.apiDocs'), exact: true });

      await signIn(page, locale, { email: 'admin@veloport.test', password: DEMO_PASSWORD, language: 'fr', firstname: 'Anne' });
      await page.goto(`/${locale}/dashboard`);
      await expect(navigation.getByRole('link', { name: tr(locale, 'dashboard:nav.dashboard'), exact: true })).toBeVisible();
      await expect(apiDocs).toBeVisible();
      await expect(apiDocs).toHaveAttribute('href', '/api/docs');
      await expectAccessible(page, 'dashboard home (admin)');
      await logOut(page, locale, 'Anne Admin');
      await expectLoginPage(page, locale);

      // A new Acme employee: no permission.
      await signIn(page, locale, await createAccount(locale, 'Emma', { domain: 'acme.test' }));
      await expect(navigation.getByRole('link', { name: tr(locale, 'common:nav.userSettings'), exact: true })).toBeVisible();
      await expect(navigation.getByRole('link', { name: tr(locale, 'dashboard:nav.dashboard'), exact: true })).toBeVisible();
      await expect(apiDocs).toHaveCount(0);
    });
  });
}

test('the sixth attempt after five wrong passwords is refused with a countdown, even with the right password', async ({ page }) => {
  const locale: Locale = 'en';
  // Greta's account is used by no other journey: the lock it gets here disturbs nobody.
  const email = 'employee@globex.test';
  await page.goto(`/${locale}`);
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
    await submitLogin(page, locale, email, `Wrong-password-${attempt}!`);
    expect((await answered).status()).toBe(401);
    await expect(alert(page, tr(locale, 'errors:api.wrong_password'))).toBeVisible();
  }

  await submitLogin(page, locale, email, DEMO_PASSWORD);
  const countdown = page.getByRole('alert').filter({ hasText: trPattern(locale, 'errors:api.too_many_attempts', { seconds: '\\d+' }) });
  await expect(countdown).toBeVisible();
  const secondsShown = async () => Number(/\d+/.exec((await countdown.textContent()) ?? '')?.[0]);
  const first = await secondsShown();
  expect(first).toBeGreaterThan(0);
  expect(first).toBeLessThanOrEqual(60);
  await expect.poll(secondsShown, { timeout: 5_000 }).toBeLessThan(first);
  await expect(page.getByRole('button', { name: tr(locale, 'auth:login.submit'), exact: true })).toBeDisabled();
  await expect(page).toHaveURL(`/${locale}`);
});

test('an invited user who signs in before choosing a password is told to use the invitation, and gets a new link', async ({ page }) => {
  const locale: Locale = 'nl';
  const email = uniqueEmail('invited.e2e', 'acme.test');
  // An admin adds the user: no password until the invitation link is followed.
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    expect((await apiSend(api, 'POST', '/api/auth/login', { email: 'admin@veloport.test', password: DEMO_PASSWORD })).status()).toBe(200);
    expect((await apiSend(api, 'POST', '/api/users', { email, firstname: 'Iris', lastname: 'Invited', language: 'nl' })).status()).toBe(
      201,
    );
  } finally {
    await api.dispose();
  }

  await page.goto(`/${locale}`);
  await submitLogin(page, locale, email, 'Some-guess-2026!');
  await expect(alert(page, tr(locale, 'errors:api.invitation_pending'))).toBeVisible();
  await expect(alert(page, tr(locale, 'errors:api.wrong_password'))).toHaveCount(0);
  await expectAccessible(page, 'login, invitation pending');

  const since = Date.now();
  await page.getByRole('button', { name: tr(locale, 'auth:setPassword.sendNewLink'), exact: true }).click();
  await expect(page.getByText(tr(locale, 'auth:setPassword.linkSent', { email }), { exact: true })).toBeVisible();
  const mail = await waitForMail(email, since);
  expect(mail.link).toMatch(new RegExp(`/${locale}/set-password\\?email=`));
  expect(mail.text).toContain('7 dagen');
});
