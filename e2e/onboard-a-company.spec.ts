import path from 'node:path';
import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, apiSend, DEMO_PASSWORD, signIn } from './support/app';
import { escapeRegExp, journeyLocales, LOCALES, optionalLabel, tr, trPattern, type Locale } from './support/i18n';
import { waitForMail } from './support/mailbox';

const CONTRACT = path.join(import.meta.dirname, 'fixtures/contract.pdf');

const ADMIN = { email: 'admin@veloport.test', password: DEMO_PASSWORD, language: 'fr', firstname: 'Anne' } as const;
const ACME_EMPLOYEE = { email: 'employee@acme.test', password: DEMO_PASSWORD, language: 'fr', firstname: 'Emile' } as const;
const GLOBEX_FLEET = { email: 'fleet@globex.test', password: DEMO_PASSWORD, language: 'fr', firstname: 'Gustave' } as const;
const ACME_FLEET = { email: 'fleet@acme.test', password: DEMO_PASSWORD, language: 'nl', firstname: 'Fiona' } as const;

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const link = (page: Page, name: string) => page.getByRole('link', { name, exact: true });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const nav = (page: Page, locale: Locale) => page.getByRole('navigation', { name: tr(locale, 'common:layout.mainNavigation'), exact: true });

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

for (const locale of journeyLocales('en')) {
  test.describe(`in ${locale}`, () => {
    test('an admin onboards a company; its fleet manager sets the shared-bike rules; the history shows who', async ({ page, browser }) => {
      test.setTimeout(240_000);
      const stamp = `${Date.now()}`;
      const companyName = `Co ${locale} ${stamp}`;
      const domain = `co-${locale}-${stamp}.test`;
      const manager = {
        firstname: 'Flora',
        lastname: `Fleet ${locale.toUpperCase()}`,
        email: `flora@${domain}`,
        password: `Flora-${locale}-2026!`,
      };

      // The admin (French by preference) works in the URL's language.
      await signIn(page, locale, ADMIN);
      await page.goto(`/${locale}/dashboard`);
      await nav(page, locale)
        .getByRole('link', { name: tr(locale, 'dashboard:nav.companies'), exact: true })
        .click();
      await expect(page).toHaveURL(`/${locale}/dashboard/companies/list`);
      await expect(heading(page, tr(locale, 'companies:list.title'))).toBeVisible();
      await expect(link(page, 'Acme')).toBeVisible();
      await expectAccessible(page, 'companies list');

      // A new company: a wrong Belgian VAT number is refused in the browser, a right one is accepted.
      await link(page, tr(locale, 'companies:list.create')).click();
      await expect(page).toHaveURL(`/${locale}/dashboard/client/create`);
      await expect(heading(page, tr(locale, 'companies:create.title'))).toBeVisible();
      await expectAccessible(page, 'company creation');
      await field(page, tr(locale, 'companies:fields.name')).fill(companyName);
      const vat = field(page, optionalLabel(locale, 'companies:fields.vatNumber'));
      await vat.fill('BE 0876.543.271');
      await field(page, tr(locale, 'companies:address.street')).fill('Rue de la Loi 16');
      await field(page, tr(locale, 'companies:address.postalCode')).fill('1000');
      await field(page, tr(locale, 'companies:address.city')).fill('Bruxelles');
      const domains = page.getByRole('combobox', { name: optionalLabel(locale, 'companies:fields.emailDomains'), exact: true });
      await domains.fill(domain);
      await domains.press('Enter');
      await button(page, tr(locale, 'companies:create.submit')).click();
      await expect(page.getByText(tr(locale, 'errors:fields.invalid_vat_number'), { exact: true })).toBeVisible();
      await expect(vat).toHaveAttribute('aria-invalid', 'true');
      await expect(page).toHaveURL(`/${locale}/dashboard/client/create`);
      await vat.fill('BE 0876.543.270');
      await button(page, tr(locale, 'companies:create.submit')).click();

      await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/companies/\\d+$`));
      const companyId = Number(/companies\/(\d+)$/.exec(page.url())![1]);
      await expect(heading(page, companyName)).toBeVisible();
      await expect(page.getByText('BE0876543270').first()).toBeVisible();
      await expect(page.getByText(domain, { exact: true })).toBeVisible();
      await expectAccessible(page, 'company details');

      // A contact.
      await page.getByRole('tab', { name: tr(locale, 'companies:tabs.contacts'), exact: true }).click();
      await link(page, tr(locale, 'companies:contacts.create')).click();
      await expect(page).toHaveURL(`/${locale}/dashboard/companies/contacts/${companyId}/create`);
      await expect(heading(page, tr(locale, 'companies:contacts.createTitleOf', { name: companyName }))).toBeVisible();
      await expectAccessible(page, 'contact creation');
      await field(page, tr(locale, 'companies:contacts.fields.firstname')).fill('Camille');
      await field(page, tr(locale, 'companies:contacts.fields.lastname')).fill('Compta');
      await field(page, tr(locale, 'companies:contacts.fields.email')).fill(`compta@${domain}`);
      await page.getByLabel(tr(locale, 'companies:contacts.fields.type')).selectOption('billing');
      await button(page, tr(locale, 'companies:contacts.submitCreate')).click();
      await expect(page).toHaveURL(`/${locale}/dashboard/companies/${companyId}?tab=contacts`);
      await expect(link(page, 'Camille Compta')).toBeVisible();
      await expectAccessible(page, 'company contacts tab');

      // A PDF document.
      await page.getByRole('tab', { name: tr(locale, 'companies:tabs.documents'), exact: true }).click();
      await expect(page.getByText(tr(locale, 'companies:documents.empty'), { exact: true })).toBeVisible();
      await link(page, tr(locale, 'companies:documents.upload')).click();
      await expect(page).toHaveURL(`/${locale}/dashboard/companies/document/${companyId}/create`);
      await expect(heading(page, tr(locale, 'companies:documents.createTitleOf', { name: companyName }))).toBeVisible();
      await expectAccessible(page, 'document upload');
      await page.locator('input[type="file"]').setInputFiles(CONTRACT);
      await button(page, tr(locale, 'companies:documents.submit')).click();
      await expect(page).toHaveURL(`/${locale}/dashboard/companies/${companyId}?tab=documents`);
      await expect(link(page, 'contract.pdf')).toHaveAttribute('href', new RegExp(`^/api/companies/${companyId}/documents/\\d+$`));
      await expectAccessible(page, 'company documents tab');

      // The fleet manager: the user screens are another module's, so the account is created through the API, as the admin.
      const since = Date.now();
      const created = await apiSend(page.request, 'POST', '/api/users', {
        firstname: manager.firstname,
        lastname: manager.lastname,
        email: manager.email,
        companyId,
        permissions: ['fleetManager'],
        language: locale,
      });
      expect(created.status(), await created.text()).toBe(201);
      expect((await created.json()).invitationSent).toBe(true);

      const mail = await waitForMail(manager.email, since);
      expect(mail.link).toMatch(new RegExp(`/${locale}/set-password\\?email=`));
      const invitation = new URL(mail.link!);

      // The fleet manager, in a browser of their own.
      const fleetContext = await browser.newContext();
      await acceptCookies(fleetContext);
      const fleet = await fleetContext.newPage();
      try {
        await fleet.goto(`${invitation.pathname}${invitation.search}`);
        await expect(heading(fleet, tr(locale, 'auth:setPassword.title'))).toBeVisible();
        await expectAccessible(fleet, 'set-password');
        await field(fleet, tr(locale, 'common:password.label')).fill(manager.password);
        await field(fleet, tr(locale, 'common:password.confirmationLabel')).fill(manager.password);
        await button(fleet, tr(locale, 'auth:setPassword.submit')).click();
        await expect(fleet).toHaveURL(`/${locale}/dashboard`);
        await expect(heading(fleet, tr(locale, 'dashboard:home.greeting', { firstname: manager.firstname }))).toBeVisible();
        await expect(nav(fleet, locale).getByRole('link', { name: tr(locale, 'dashboard:nav.companies'), exact: true })).toHaveCount(0);

        await nav(fleet, locale)
          .getByRole('link', { name: tr(locale, 'dashboard:nav.ourConditions'), exact: true })
          .click();
        await expect(fleet).toHaveURL(`/${locale}/dashboard/fleet/conditions/${companyId}`);
        await expect(heading(fleet, tr(locale, 'conditions:page.titleOf', { name: companyName }))).toBeVisible();
        await expectAccessible(fleet, 'conditions');
        // A new company has no bikes yet: the bike picker says so.
        await expect(fleet.getByText(tr(locale, 'conditions:sharedBikes.noBikes'), { exact: true })).toBeVisible();

        const takeFrom = field(fleet, tr(locale, 'conditions:sharedBikes.takeWindowStart'));
        const takeUntil = field(fleet, tr(locale, 'conditions:sharedBikes.takeWindowEnd'));
        const returnFrom = field(fleet, tr(locale, 'conditions:sharedBikes.returnWindowStart'));
        const returnUntil = field(fleet, tr(locale, 'conditions:sharedBikes.returnWindowEnd'));
        const perMonth = field(fleet, optionalLabel(locale, 'conditions:sharedBikes.maxPerMonth'));
        const save = button(fleet, tr(locale, 'conditions:form.submit'));

        // A pick-up window that ends before it starts is refused, in words, under its input.
        await takeFrom.fill('10:00');
        await takeUntil.fill('08:00');
        await save.click();
        await expect(fleet.getByText(tr(locale, 'errors:fields.end_before_start'), { exact: true })).toBeVisible();
        await expect(takeUntil).toHaveAttribute('aria-invalid', 'true');
        await expectAccessible(fleet, 'conditions with an error');

        await takeFrom.fill('08:00');
        await takeUntil.fill('10:00');
        await returnFrom.fill('16:00');
        await returnUntil.fill('18:30');
        await perMonth.fill('6');
        await fleet.getByRole('checkbox', { name: tr(locale, 'conditions:features.sharing'), exact: true }).check();
        await save.click();
        await expect(fleet.getByText(tr(locale, 'conditions:form.saved'), { exact: true })).toBeVisible();

        await fleet.reload();
        await expect(heading(fleet, tr(locale, 'conditions:page.titleOf', { name: companyName }))).toBeVisible();
        await expect(takeFrom).toHaveValue('08:00');
        await expect(takeUntil).toHaveValue('10:00');
        await expect(returnFrom).toHaveValue('16:00');
        await expect(returnUntil).toHaveValue('18:30');
        await expect(perMonth).toHaveValue('6');
        await expect(fleet.getByRole('checkbox', { name: tr(locale, 'conditions:features.sharing'), exact: true })).toBeChecked();
      } finally {
        await fleetContext.close();
      }

      // Back to the admin: the company's history names the fleet manager and the change.
      await page.goto(`/${locale}/dashboard/companies/${companyId}?tab=history`);
      await expect(heading(page, companyName)).toBeVisible();
      const fullName = `${manager.firstname} ${manager.lastname}`;
      const conditionsChange = page.getByText(tr(locale, 'history:history.actions.conditions.updated'), { exact: true });
      await expect(conditionsChange).toBeVisible();
      // The innermost block holding both the entry's title and the fleet manager's name: that entry.
      const entry = page.locator('div').filter({ has: conditionsChange }).filter({ hasText: fullName }).last();
      await expect(entry.getByText(trPattern(locale, 'history:history.byAt', { who: escapeRegExp(fullName), at: '.+' }))).toBeVisible();
      await expect(page.getByText(tr(locale, 'history:history.actions.document.uploaded'), { exact: true })).toBeVisible();
      await expectAccessible(page, 'company history tab');

      // The onboarding checklist ticked itself: conditions set, fleet manager invited.
      await page.goto(`/${locale}/dashboard/companies/${companyId}/process`);
      await expect(heading(page, tr(locale, 'companies:process.titleOf', { name: companyName }))).toBeVisible();
      await expect(page.getByText(tr(locale, 'companies:process.progress', { done: 2, total: 4 }), { exact: true })).toBeVisible();
      await expectAccessible(page, 'onboarding checklist');
    });

    test('Acme’s fleet manager picks a shared bike by frame number; it is kept after a reload, and can be taken off again', async ({
      page,
    }) => {
      await signIn(page, locale, ACME_FLEET);
      const acmeId: number = (await (await page.request.get('/api/auth/check')).json()).user.company.id;
      const all: { id: number; frameNumber: string; model: { brand: string; model: string } }[] = (
        await (await page.request.get(`/api/companies/${acmeId}/bikes`)).json()
      ).data;
      // The demo's pool bikes are already shared (decision 033): pick among the others.
      const shared: number[] = (await (await page.request.get(`/api/companies/${acmeId}/conditions`)).json()).sharedBikes.bikeIds;
      const bikes = all.filter((b) => !shared.includes(b.id));
      // One bike per language, so the three runs do not pick the same one.
      const bike = bikes[LOCALES.indexOf(locale)]!;
      const label = tr(locale, 'conditions:sharedBikes.bikeLabel', {
        frame: bike.frameNumber,
        model: `${bike.model.brand} ${bike.model.model}`,
      });

      await page.goto(`/${locale}/dashboard/fleet/conditions/${acmeId}`);
      await expect(heading(page, tr(locale, 'conditions:page.titleOf', { name: 'Acme' }))).toBeVisible();
      const picker = page.getByRole('combobox', { name: optionalLabel(locale, 'conditions:sharedBikes.bikeIds'), exact: true });
      // The chosen bike's pill (Mantine keeps the closed list's options in the page, hidden).
      const picked = page.getByText(label, { exact: true }).filter({ visible: true });
      await expect(picked).toHaveCount(0);

      // Typed loosely (lower case, a dash, only the start): the list narrows to that bike.
      await picker.click();
      await picker.fill(`${bike.frameNumber.slice(0, 3).toLowerCase()}-${bike.frameNumber.slice(3, 8)}`);
      await page.getByRole('option', { name: label, exact: true }).click();
      await expect(picked).toBeVisible();
      await picker.press('Escape');
      await expectAccessible(page, 'conditions with a bike picked');
      await button(page, tr(locale, 'conditions:form.submit')).click();
      await expect(page.getByText(tr(locale, 'conditions:form.saved'), { exact: true })).toBeVisible();

      await page.reload();
      await expect(heading(page, tr(locale, 'conditions:page.titleOf', { name: 'Acme' }))).toBeVisible();
      await expect(picked).toBeVisible();

      // Taken off again with the keyboard (Mantine hides its clear buttons from assistive technology): the last pill
      // is the one just added, and the demo's pool stays as it was.
      await picker.focus();
      await picker.press('Backspace');
      await picker.press('Escape');
      await expect(picked).toHaveCount(0);
      await button(page, tr(locale, 'conditions:form.submit')).click();
      await expect(page.getByText(tr(locale, 'conditions:form.saved'), { exact: true })).toBeVisible();
      await page.reload();
      await expect(heading(page, tr(locale, 'conditions:page.titleOf', { name: 'Acme' }))).toBeVisible();
      await expect(picked).toHaveCount(0);
    });

    test('employees get the 403 page for the companies; another company’s fleet manager gets 404 for its conditions', async ({
      page,
      browser,
    }) => {
      await signIn(page, locale, ACME_EMPLOYEE);
      const check = await (await page.request.get('/api/auth/check')).json();
      const acmeId: number = check.user.company.id;
      await page.goto(`/${locale}/dashboard/companies/list`);
      await expect(page).toHaveURL(`/${locale}/error/403`);
      await expect(heading(page, tr(locale, 'errors:page.403.title'))).toBeVisible();
      await expectAccessible(page, '403');

      const globexContext = await browser.newContext();
      await acceptCookies(globexContext);
      const globex = await globexContext.newPage();
      try {
        await signIn(globex, locale, GLOBEX_FLEET);
        await globex.goto(`/${locale}/dashboard/fleet/conditions/${acmeId}`);
        await expect(globex).toHaveURL(`/${locale}/error/404`);
        await expect(heading(globex, tr(locale, 'errors:page.404.title'))).toBeVisible();
        await expectAccessible(globex, '404');
      } finally {
        await globexContext.close();
      }
    });
  });
}
