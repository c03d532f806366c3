import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, DEMO_PASSWORD, signIn, submitLogin, uniqueEmail } from './support/app';
import { journeyLocales, optionalLabel, tr, type Locale } from './support/i18n';
import { waitForMail } from './support/mailbox';

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const ACME_FLEET = { email: 'fleet@acme.test', password: DEMO_PASSWORD, language: 'nl', firstname: 'Fiona' } as const;

/** Fills the sign-up form with a fresh address at `domain` and the password `password`; the e-mail check must name `company`. */
async function signUpAt(
  page: Page,
  locale: Locale,
  person: { firstname: string; lastname: string; email: string; password: string },
  company: string,
) {
  await page.goto(`/${locale}/new-access`);
  await expect(heading(page, tr(locale, 'auth:register.title'))).toBeVisible();
  await field(page, tr(locale, 'auth:fields.firstname')).fill(person.firstname);
  await field(page, tr(locale, 'auth:fields.lastname')).fill(person.lastname);
  await enterEmail(page, locale, person.email);
  await expect(page.getByText(tr(locale, 'auth:register.emailCheck.linked', { company }), { exact: true })).toBeVisible();
  await field(page, tr(locale, 'common:password.label')).fill(person.password);
  await field(page, tr(locale, 'common:password.confirmationLabel')).fill(person.password);
  await page.getByRole('button', { name: tr(locale, 'auth:register.submit'), exact: true }).click();
}

/** A company address is not signed in: the page asks to follow the link mailed to it, which this opens (decision 016). */
async function confirmFromMailbox(page: Page, locale: Locale, email: string, since: number, outcome: 'joined' | 'quiz_required') {
  await expect(heading(page, tr(locale, 'auth:register.created.confirmTitle'))).toBeVisible();
  await expect(page.getByText(tr(locale, 'auth:register.created.confirmText', { email }), { exact: true })).toBeVisible();
  expect(((await (await page.request.get('/api/auth/check')).json()) as { authenticated: boolean }).authenticated).toBe(false);
  const mail = await waitForMail(email, since);
  expect(mail.link).toMatch(new RegExp(`^https?://[^/]+/${locale}/confirm-email/[\\w-]{20,}$`));
  await page.goto(new URL(mail.link!).pathname);
  await expect(heading(page, tr(locale, 'auth:confirmEmail.title'))).toBeVisible();
  await expect(page.getByText(tr(locale, `auth:confirmEmail.${outcome}`, { email }), { exact: true })).toBeVisible();
  await expectAccessible(page, `e-mail confirmed (${outcome})`);
}

/** Types an address and leaves the field, which is when the form checks it. */
async function enterEmail(page: Page, locale: Locale, email: string) {
  const input = field(page, tr(locale, 'auth:fields.email'));
  await input.fill(email);
  await input.blur();
}

for (const locale of journeyLocales('fr')) {
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
        page.getByText(tr(locale, 'common:password.strengthValue', { strength: tr(locale, `common:password.strength.${level}`) }), {
          exact: true,
        });

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
      await expect(
        page.getByRole('heading', { level: 1, name: tr(locale, 'dashboard:home.greeting', { firstname }), exact: true }),
      ).toBeVisible();

      // What was typed is what the account holds.
      await page.getByRole('link', { name: tr(locale, 'common:nav.userSettings'), exact: true }).click();
      await expect(field(page, tr(locale, 'settings:profile.email'))).toHaveValue(email);
      await expect(field(page, tr(locale, 'settings:profile.firstname'))).toHaveValue(firstname);
      await expect(field(page, optionalLabel(locale, 'settings:profile.phone'))).toHaveValue('+32470123456');
      await expect(field(page, tr(locale, 'settings:profile.language'))).toHaveValue(locale);
    });

    test('a new Acme employee signs up with a company address, confirms it from the mailbox, signs in, and Acme’s fleet manager sees them', async ({
      page,
      browser,
    }) => {
      // Acme lets its staff sign up and asks no quiz (apps/api/src/db/seed/seed-demo.ts).
      const person = {
        firstname: { fr: 'Agathe', en: 'Alex', nl: 'Anouk' }[locale],
        lastname: `Acme${locale.toUpperCase()}${Date.now()}`,
        email: uniqueEmail(`new.${locale}`, 'acme.test'),
        password: 'Nouvel-employe-2026',
      };
      const since = Date.now();
      await signUpAt(page, locale, person, 'Acme');
      await confirmFromMailbox(page, locale, person.email, since, 'joined');
      await page
        .getByRole('main')
        .getByRole('link', { name: tr(locale, 'auth:confirmEmail.signIn'), exact: true })
        .click();
      await submitLogin(page, locale, person.email, person.password);

      await expect(page).toHaveURL(`/${locale}/dashboard`);
      await expect(heading(page, tr(locale, 'dashboard:home.greeting', { firstname: person.firstname }))).toBeVisible();
      await expectAccessible(page, 'dashboard of a new Acme employee');

      // Linked to Acme: Acme's fleet manager, who sees only Acme's people, finds the newcomer in the users list.
      const fleetContext = await browser.newContext();
      await acceptCookies(fleetContext);
      const fleet = await fleetContext.newPage();
      try {
        await signIn(fleet, locale, ACME_FLEET);
        await fleet.goto(`/${locale}/dashboard/users`);
        await expect(heading(fleet, tr(locale, 'users:list.title'))).toBeVisible();
        await field(fleet, tr(locale, 'users:list.search')).fill(person.lastname);
        await expect(fleet.getByRole('link', { name: `${person.lastname} ${person.firstname}`, exact: true })).toBeVisible();
        await expect(fleet.getByText(person.email, { exact: true })).toBeVisible();
      } finally {
        await fleetContext.close();
      }
    });

    test('a new Initech employee signs up, confirms the address, and is offered Initech’s quiz at sign-in', async ({ page }) => {
      // Initech lets its staff sign up but requires its quiz first (apps/api/src/db/seed/seed-demo.ts).
      const person = {
        firstname: 'Ines',
        lastname: `Initech${locale.toUpperCase()}`,
        email: uniqueEmail(`new.${locale}`, 'initech.test'),
        password: 'Nouvel-employe-2026',
      };
      const signedUpAt = Date.now();
      await signUpAt(page, locale, person, 'Initech');
      await expect(heading(page, tr(locale, 'auth:register.created.confirmTitle'))).toBeVisible();
      // Mails leave through the job queue: wait for the first link to arrive, or a late one would pass for the fresh link below.
      const firstMail = await waitForMail(person.email, signedUpAt);
      await expectAccessible(page, 'account created, awaiting its e-mail link');

      // Before the link, sign-in says to confirm the address and sends a fresh link (the first one stops working).
      await page.getByRole('link', { name: tr(locale, 'common:actions.backToLogin'), exact: true }).click();
      await expect(page).toHaveURL(`/${locale}`);
      const since = Date.now();
      await submitLogin(page, locale, person.email, person.password);
      await expect(page.getByRole('alert').filter({ hasText: tr(locale, 'errors:api.email_unconfirmed') })).toBeVisible();
      const mail = await waitForMail(person.email, Math.max(since, firstMail.at + 1));
      expect(mail.link).not.toBe(firstMail.link);
      await page.goto(new URL(mail.link!).pathname);
      await expect(page.getByText(tr(locale, 'auth:confirmEmail.quiz_required', { email: person.email }), { exact: true })).toBeVisible();
      await page
        .getByRole('main')
        .getByRole('link', { name: tr(locale, 'auth:confirmEmail.signIn'), exact: true })
        .click();
      await expect(page).toHaveURL(`/${locale}`);
      await submitLogin(page, locale, person.email, person.password);
      await expect(page.getByRole('alert').filter({ hasText: tr(locale, 'errors:api.user_inactive') })).toBeVisible();
      await expect(page.getByText(tr(locale, 'quiz:offer.title'), { exact: true })).toBeVisible();
      await page.getByRole('button', { name: tr(locale, 'quiz:offer.cta'), exact: true }).click();
      await expect(page).toHaveURL(`/${locale}/quiz`);
      await expect(heading(page, 'Initech : rouler en sécurité')).toBeVisible();
    });
  });
}
