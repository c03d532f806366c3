import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, uniqueEmail } from './support/app';
import { LOCALES, optionalLabel, tr, type Locale } from './support/i18n';

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Types an address and leaves the field, which is when the form checks it. */
async function enterEmail(page: Page, locale: Locale, email: string) {
  const input = field(page, tr(locale, 'auth:fields.email'));
  await input.fill(email);
  await input.blur();
}

for (const locale of LOCALES) {
  test.describe(`in ${locale}`, () => {
    test('the form tells what kind of account an address gives and how strong the password is', async ({ page }) => {
      await page.goto(`/${locale}`);
      await page.getByRole('link', { name: tr(locale, 'auth:login.createAccount'), exact: true }).click();
      await expect(page).toHaveURL(`/${locale}/new-access`);
      await expect(page.getByRole('heading', { level: 1, name: tr(locale, 'auth:register.title'), exact: true })).toBeVisible();
      await expectAccessible(page, 'new-access');

      const submit = page.getByRole('button', { name: tr(locale, 'auth:register.submit'), exact: true });

      await enterEmail(page, locale, 'not-an-address');
      await expect(page.getByText(tr(locale, 'errors:fields.invalid_email'), { exact: true })).toBeVisible();

      await enterEmail(page, locale, 'someone.private@gmail.com');
      await expect(page.getByText(tr(locale, 'auth:register.emailCheck.personal'), { exact: true })).toBeVisible();
      await expect(submit).toBeEnabled();

      await enterEmail(page, locale, 'new.colleague@globex.test');
      await expect(page.getByRole('alert').filter({ hasText: tr(locale, 'auth:register.emailCheck.forbidden') })).toBeVisible();
      await expect(submit).toBeDisabled();

      await enterEmail(page, locale, 'new.colleague@acme.test');
      await expect(page.getByText(tr(locale, 'auth:register.emailCheck.linked', { company: 'Acme' }), { exact: true })).toBeVisible();
      await expect(submit).toBeEnabled();

      const password = field(page, tr(locale, 'common:password.label'));
      const strength = page.getByRole('progressbar', { name: tr(locale, 'common:password.strengthLabel'), exact: true });
      const strengthText = (level: 'weak' | 'medium' | 'strong') =>
        page.getByText(tr(locale, 'common:password.strengthValue', { strength: tr(locale, `common:password.strength.${level}`) }), { exact: true });

      await password.fill('Ab1!');
      await expect(strengthText('weak')).toBeVisible();
      await expect(strength).toHaveAttribute('aria-valuetext', tr(locale, 'common:password.strength.weak'));
      await password.fill('Abcdef1!');
      await expect(strengthText('medium')).toBeVisible();
      await expect(strength).toHaveAttribute('aria-valuetext', tr(locale, 'common:password.strength.medium'));
      await password.fill('Abcdef1!ghijkl');
      await expect(strengthText('strong')).toBeVisible();
      await expect(strength).toHaveAttribute('aria-valuetext', tr(locale, 'common:password.strength.strong'));

      const confirmation = field(page, tr(locale, 'common:password.confirmationLabel'));
      await confirmation.fill('Abcdef1!ghijkX');
      await confirmation.blur();
      await expect(page.getByText(tr(locale, 'errors:fields.passwords_mismatch'), { exact: true })).toBeVisible();
      await confirmation.fill('Abcdef1!ghijkl');
      await expect(page.getByText(tr(locale, 'errors:fields.passwords_mismatch'), { exact: true })).toHaveCount(0);
    });

    test('a new visitor creates a personal account and lands on the dashboard', async ({ page }) => {
      const email = uniqueEmail(`new.${locale}`);
      const firstname = { fr: 'Camille', en: 'Jordan', nl: 'Noor' }[locale];
      await page.goto(`/${locale}/new-access`);

      await field(page, tr(locale, 'auth:fields.firstname')).fill(firstname);
      await field(page, tr(locale, 'auth:fields.lastname')).fill('Nouveau');
      await enterEmail(page, locale, email);
      await expect(page.getByText(tr(locale, 'auth:register.emailCheck.personal'), { exact: true })).toBeVisible();
      await field(page, optionalLabel(locale, 'auth:fields.phone')).fill('+32 470 12 34 56');
      await field(page, tr(locale, 'common:password.label')).fill('Nouveau-compte-2026');
      await field(page, tr(locale, 'common:password.confirmationLabel')).fill('Nouveau-compte-2026');
      await page.getByRole('button', { name: tr(locale, 'auth:register.submit'), exact: true }).click();

      await expect(page).toHaveURL(`/${locale}/dashboard`);
      await expect(page.getByRole('heading', { level: 1, name: tr(locale, 'dashboard:home.greeting', { firstname }), exact: true })).toBeVisible();

      // What was typed is what the account holds.
      await page.getByRole('link', { name: tr(locale, 'common:nav.userSettings'), exact: true }).click();
      await expect(field(page, tr(locale, 'settings:profile.email'))).toHaveValue(email);
      await expect(field(page, tr(locale, 'settings:profile.firstname'))).toHaveValue(firstname);
      await expect(field(page, optionalLabel(locale, 'settings:profile.phone'))).toHaveValue('+32 470 12 34 56');
      await expect(field(page, tr(locale, 'settings:profile.language'))).toHaveValue(locale);
    });
  });
}
