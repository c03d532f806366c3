import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, apiSend, DEMO_PASSWORD, submitLogin } from './support/app';
import { journeyLocales, tr, type Locale } from './support/i18n';
import { waitForMail } from './support/mailbox';

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** Demo users whose password the forgot-password journey changes (and puts back), one per language. */
const FORGETFUL: Record<Locale, { email: string; firstname: string; language: Locale }> = {
  fr: { email: 'employee@acme.test', firstname: 'Emile', language: 'fr' },
  en: { email: 'private@example.com', firstname: 'Paula', language: 'en' },
  nl: { email: 'fleet@globex.test', firstname: 'Gustave', language: 'fr' },
};

async function fillNewPassword(page: Page, locale: Locale, password: string, labels: { password: string; confirmation: string }) {
  await field(page, tr(locale, labels.password)).fill(password);
  await field(page, tr(locale, labels.confirmation)).fill(password);
}

for (const locale of journeyLocales('fr')) {
  test.describe(`in ${locale}`, () => {
    test('a forgotten password is replaced through the e-mailed link', async ({ page }) => {
      const user = FORGETFUL[locale];
      const newPassword = `Nouveau-${locale}-2026!`;

      await page.goto(`/${locale}`);
      await page.getByRole('link', { name: tr(locale, 'auth:login.forgotPassword'), exact: true }).click();
      await expect(page).toHaveURL(`/${locale}/forgot-password`);
      await expect(page.getByRole('heading', { level: 1, name: tr(locale, 'auth:forgot.title'), exact: true })).toBeVisible();
      await expectAccessible(page, 'forgot-password');

      const since = Date.now();
      await field(page, tr(locale, 'auth:fields.email')).fill(user.email);
      await page.getByRole('button', { name: tr(locale, 'auth:forgot.submit'), exact: true }).click();
      await expect(page.getByText(tr(locale, 'auth:forgot.sent', { email: user.email }), { exact: true })).toBeVisible();

      const mail = await waitForMail(user.email, since);
      expect(mail.link).toMatch(new RegExp(`^https?://[^/]+/${locale}/reset-password/[\\w-]{20,}$`));
      const link = new URL(mail.link!);

      await page.goto(link.pathname);
      await expect(page.getByRole('heading', { level: 1, name: tr(locale, 'auth:reset.title'), exact: true })).toBeVisible();
      await expect(page.getByText(tr(locale, 'auth:reset.forAccount', { email: user.email }), { exact: true })).toBeVisible();
      await expectAccessible(page, 'reset-password');
      await fillNewPassword(page, locale, newPassword, {
        password: 'auth:fields.newPassword',
        confirmation: 'auth:fields.newPasswordConfirmation',
      });
      await page.getByRole('button', { name: tr(locale, 'auth:reset.submit'), exact: true }).click();

      await expect(page).toHaveURL(`/${locale}`);
      await expect(page.getByText(tr(locale, 'auth:reset.success'), { exact: true })).toBeVisible();

      // The old password no longer works, the new one does.
      await submitLogin(page, locale, user.email, DEMO_PASSWORD);
      await expect(alert(page, tr(locale, 'errors:api.wrong_password'))).toBeVisible();
      await submitLogin(page, locale, user.email, newPassword);
      await expect(page).toHaveURL(`/${user.language}/dashboard`);
      await expect(
        page.getByRole('heading', { level: 1, name: tr(user.language, 'dashboard:home.greeting', { firstname: user.firstname }) }),
      ).toBeVisible();

      // The link was single-use.
      await page.goto(link.pathname);
      await expect(alert(page, tr(locale, 'errors:api.token_invalid'))).toBeVisible();

      // Other journeys sign in as this demo user: give the demo password back.
      const restored = await apiSend(page.request, 'POST', '/api/me/password', {
        currentPassword: newPassword,
        password: DEMO_PASSWORD,
        passwordConfirmation: DEMO_PASSWORD,
      });
      expect(restored.status(), await restored.text()).toBe(204);
    });

    test('an invalid reset link says so and offers a new one', async ({ page }) => {
      await page.goto(`/${locale}/reset-password/not-a-real-token`);
      await expect(page.getByRole('heading', { level: 1, name: tr(locale, 'auth:reset.title'), exact: true })).toBeVisible();
      await expect(alert(page, tr(locale, 'errors:api.token_invalid'))).toBeVisible();
      await expectAccessible(page, 'reset-password (invalid link)');
      await page.getByRole('link', { name: tr(locale, 'auth:reset.requestNewLink'), exact: true }).click();
      await expect(page).toHaveURL(`/${locale}/forgot-password`);
      await expect(page.getByRole('heading', { level: 1, name: tr(locale, 'auth:forgot.title'), exact: true })).toBeVisible();
    });

    test('a set-password link without its parameters is explained', async ({ page }) => {
      await page.goto(`/${locale}/set-password`);
      await expect(page.getByRole('heading', { level: 1, name: tr(locale, 'auth:setPassword.title'), exact: true })).toBeVisible();
      await expect(alert(page, tr(locale, 'errors:api.missing_link_parameters'))).toBeVisible();
      await expect(page.getByRole('button', { name: tr(locale, 'auth:setPassword.submit'), exact: true })).toHaveCount(0);
      await expectAccessible(page, 'set-password (missing parameters)');
    });

    test('a set-password link that no longer works says so before any password is typed; for an account with a password it points to forgot-password', async ({
      page,
    }) => {
      const email = 'mechanic@veloport.test';
      await page.goto(`/${locale}/set-password?email=${encodeURIComponent(email)}&token=bogus-token`);
      await expect(page.getByRole('heading', { level: 1, name: tr(locale, 'auth:setPassword.title'), exact: true })).toBeVisible();
      // Checked on arrival, like a reset link: no password field to fill in vain.
      await expect(alert(page, tr(locale, 'errors:api.token_invalid'))).toBeVisible();
      await expect(field(page, tr(locale, 'common:password.label'))).toHaveCount(0);
      await expect(page.getByRole('button', { name: tr(locale, 'auth:setPassword.submit'), exact: true })).toHaveCount(0);
      await expectAccessible(page, 'set-password (invalid link)');

      // A new link is not what this account needs: it has a password already.
      await page.getByRole('button', { name: tr(locale, 'auth:setPassword.sendNewLink'), exact: true }).click();
      await expect(alert(page, tr(locale, 'errors:api.password_already_set'))).toBeVisible();
      await page.getByRole('link', { name: tr(locale, 'auth:login.forgotPassword'), exact: true }).click();
      await expect(page).toHaveURL(`/${locale}/forgot-password`);
      await expect(page.getByRole('heading', { level: 1, name: tr(locale, 'auth:forgot.title'), exact: true })).toBeVisible();
    });
  });
}

test('an invited user with an expired link gets a new one by e-mail and chooses a password', async ({ page }) => {
  const locale: Locale = 'fr';
  const email = 'invited@acme.test';
  const password = 'Premier-mot-de-passe-2026';

  await page.goto(`/${locale}/set-password?email=${encodeURIComponent(email)}&token=expired-or-bogus`);
  await expect(alert(page, tr(locale, 'errors:api.token_invalid'))).toBeVisible();
  await expect(field(page, tr(locale, 'common:password.label'))).toHaveCount(0);

  const since = Date.now();
  const sendNewLink = page.getByRole('button', { name: tr(locale, 'auth:setPassword.sendNewLink'), exact: true });
  await sendNewLink.click();
  await expect(page.getByText(tr(locale, 'auth:setPassword.linkSent', { email }), { exact: true })).toBeVisible();
  await expect(sendNewLink).toBeDisabled();

  const mail = await waitForMail(email, since);
  expect(mail.link).toMatch(new RegExp(`^https?://[^/]+/${locale}/set-password\\?email=${encodeURIComponent(email)}&token=[\\w-]{20,}$`));
  const link = new URL(mail.link!);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(field(page, tr(locale, 'auth:fields.email'))).toHaveValue(email);
  await fillNewPassword(page, locale, password, { password: 'common:password.label', confirmation: 'common:password.confirmationLabel' });
  await page.getByRole('button', { name: tr(locale, 'auth:setPassword.submit'), exact: true }).click();

  await expect(page).toHaveURL(`/${locale}/dashboard`);
  await expect(
    page.getByRole('heading', { level: 1, name: tr(locale, 'dashboard:home.greeting', { firstname: 'Ivan' }), exact: true }),
  ).toBeVisible();
});
