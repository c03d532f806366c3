import fs from 'node:fs';
import { expect, request as playwrightRequest, test, type Page } from './support/test';
import { BASE_URL } from '../playwright.config';
import { expectAccessible } from './support/a11y';
import { acceptCookies, apiSend, DEMO_PASSWORD, signIn, uniqueEmail } from './support/app';
import { journeyLocales, optionalLabel, tr, type Locale } from './support/i18n';
import { waitForMail } from './support/mailbox';

const ACME_FLEET = { email: 'fleet@acme.test', password: DEMO_PASSWORD, language: 'nl', firstname: 'Fiona' } as const;
const GLOBEX_FLEET = { email: 'fleet@globex.test', password: DEMO_PASSWORD, language: 'fr', firstname: 'Gustave' } as const;
const ACME_EMPLOYEE = { email: 'employee@acme.test', password: DEMO_PASSWORD, language: 'fr', firstname: 'Emile' } as const;

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const nav = (page: Page, locale: Locale) => page.getByRole('navigation', { name: tr(locale, 'common:layout.mainNavigation') });

/** The id of a demo user, asked of the API as the admin. */
async function userId(email: string): Promise<number> {
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    const login = await apiSend(api, 'POST', '/api/auth/login', { email: 'admin@veloport.test', password: DEMO_PASSWORD });
    expect(login.status(), await login.text()).toBe(200);
    const found = await api.get(`/api/users?q=${encodeURIComponent(email)}`);
    const body = (await found.json()) as { data: { id: number; email: string }[] };
    const user = body.data.find((u) => u.email === email);
    if (!user) throw new Error(`no user ${email}`);
    return user.id;
  } finally {
    await api.dispose();
  }
}

for (const locale of journeyLocales('nl')) {
  test.describe(`in ${locale}`, () => {
    test('a fleet manager invites an employee, who chooses a password and lands on the dashboard; the list downloads', async ({
      page,
      browser,
    }) => {
      const employee = { firstname: 'Nina', lastname: `Nieuw-${locale}`, email: uniqueEmail(`e2e.invited.${locale}`, 'acme.test') };

      await signIn(page, locale, ACME_FLEET);
      await page.goto(`/${locale}/dashboard`);
      await nav(page, locale)
        .getByRole('link', { name: tr(locale, 'dashboard:nav.users'), exact: true })
        .click();
      await expect(page).toHaveURL(`/${locale}/dashboard/users`);
      await expect(heading(page, tr(locale, 'users:list.title'))).toBeVisible();
      await expect(page.getByRole('link', { name: 'Employé Emile', exact: true })).toBeVisible();
      await expectAccessible(page, 'users list');

      await page.getByRole('link', { name: tr(locale, 'users:list.create'), exact: true }).click();
      await expect(page).toHaveURL(`/${locale}/dashboard/users/create`);
      await expect(heading(page, tr(locale, 'users:create.title'))).toBeVisible();
      // A fleet manager's users join their company: no company, permission or stock location to choose.
      await expect(page.getByText(tr(locale, 'users:form.joinsCompany', { company: 'Acme' }), { exact: true })).toBeVisible();
      await expect(field(page, tr(locale, 'users:fields.company'))).toHaveCount(0);
      await expectAccessible(page, 'create user');

      await field(page, tr(locale, 'users:fields.firstname')).fill(employee.firstname);
      await field(page, tr(locale, 'users:fields.lastname')).fill(employee.lastname);
      await field(page, tr(locale, 'users:fields.email')).fill(employee.email);
      await field(page, tr(locale, 'users:fields.confirmEmail')).fill(`x${employee.email}`);
      await field(page, optionalLabel(locale, 'users:fields.size')).fill('172');
      await field(page, tr(locale, 'users:fields.language')).selectOption(locale);
      await field(page, tr(locale, 'users:fields.contactType')).selectOption('contact');
      const submit = page.getByRole('button', { name: tr(locale, 'users:create.submit'), exact: true });
      await submit.click();
      await expect(page.getByText(tr(locale, 'users:form.emailsMismatch'), { exact: true })).toBeVisible();

      await field(page, tr(locale, 'users:fields.confirmEmail')).fill(employee.email);
      const since = Date.now();
      await submit.click();
      await expect(page.getByText(tr(locale, 'users:create.invitationSent', { email: employee.email }), { exact: true })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/users/\\d+$`));
      await expect(heading(page, `${employee.firstname} ${employee.lastname}`)).toBeVisible();
      await expect(page.getByText(tr(locale, 'users:invitationPending'), { exact: true })).toBeVisible();
      const resend = page.getByRole('button', { name: tr(locale, 'users:detail.resendInvitation'), exact: true });
      await expect(resend).toBeVisible();
      await expectAccessible(page, 'user detail');
      const detailUrl = page.url();

      // The history tab records the creation, by the fleet manager.
      await page.getByRole('tab', { name: tr(locale, 'users:detail.tabs.history'), exact: true }).click();
      await expect(page.getByText(tr(locale, 'history:history.actions.user.created'), { exact: true })).toBeVisible();

      // The invitation arrives in the user's language; its link lets them choose a password.
      const mail = await waitForMail(employee.email, since);
      expect(mail.link).toMatch(new RegExp(`^https?://[^/]+/${locale}/set-password\\?email=.+&token=[\\w-]{20,}$`));
      const link = new URL(mail.link!);
      const invitedContext = await browser.newContext();
      await acceptCookies(invitedContext);
      const invited = await invitedContext.newPage();
      try {
        await invited.goto(`${link.pathname}${link.search}`);
        await expect(heading(invited, tr(locale, 'auth:setPassword.title'))).toBeVisible();
        await expect(field(invited, tr(locale, 'auth:fields.email'))).toHaveValue(employee.email);
        await field(invited, tr(locale, 'common:password.label')).fill('Premier-velo-2026!');
        await field(invited, tr(locale, 'common:password.confirmationLabel')).fill('Premier-velo-2026!');
        await invited.getByRole('button', { name: tr(locale, 'auth:setPassword.submit'), exact: true }).click();
        await expect(invited).toHaveURL(`/${locale}/dashboard`);
        await expect(heading(invited, tr(locale, 'dashboard:home.greeting', { firstname: employee.firstname }))).toBeVisible();
      } finally {
        await invitedContext.close();
      }

      // Once the password is chosen, there is no invitation left to resend.
      await page.goto(detailUrl);
      await expect(heading(page, `${employee.firstname} ${employee.lastname}`)).toBeVisible();
      await expect(resend).toHaveCount(0);

      // The download holds the list as filtered, new user included.
      await page.goto(`/${locale}/dashboard/users`);
      await field(page, tr(locale, 'users:list.search')).fill(employee.lastname);
      await expect(page.getByRole('link', { name: `${employee.lastname} ${employee.firstname}`, exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Employé Emile', exact: true })).toHaveCount(0);
      const downloading = page.waitForEvent('download');
      await page.getByRole('link', { name: tr(locale, 'common:download.csv'), exact: true }).click();
      const download = await downloading;
      const csv = fs.readFileSync((await download.path())!, 'utf8');
      expect(csv).toContain(employee.email);
      expect(csv).not.toContain('employee@acme.test');
    });

    test("another company's fleet manager gets the 404 page for an Acme user", async ({ page }) => {
      const acmeUser = await userId('employee@acme.test');
      await signIn(page, locale, GLOBEX_FLEET);
      await page.goto(`/${locale}/dashboard/users/${acmeUser}`);
      await expect(page).toHaveURL(`/${locale}/error/404`);
      await expect(heading(page, tr(locale, 'errors:page.404.title'))).toBeVisible();
    });

    test('an employee gets the 403 page and no users menu', async ({ page }) => {
      await signIn(page, locale, ACME_EMPLOYEE);
      await page.goto(`/${locale}/dashboard`);
      await expect(nav(page, locale).getByRole('link', { name: tr(locale, 'dashboard:nav.users'), exact: true })).toHaveCount(0);
      await page.goto(`/${locale}/dashboard/users`);
      await expect(page).toHaveURL(`/${locale}/error/403`);
      await expect(heading(page, tr(locale, 'errors:page.403.title'))).toBeVisible();
      await expectAccessible(page, '403');
    });
  });
}
