import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, DEMO_PASSWORD, signIn } from './support/app';
import { journeyLocales, optionalLabel, tr, type Locale } from './support/i18n';

const SALES = { email: 'sales@veloport.test', password: DEMO_PASSWORD, language: 'fr', firstname: 'Sacha' } as const;
const EMPLOYEE = { email: 'employee@acme.test', password: DEMO_PASSWORD, language: 'fr', firstname: 'Emile' } as const;
const FLEET = { email: 'fleet@acme.test', password: DEMO_PASSWORD, language: 'nl', firstname: 'Fiona' } as const;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const nav = (page: Page, locale: Locale) => page.getByRole('navigation', { name: tr(locale, 'common:layout.mainNavigation'), exact: true });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** An amount as the user types it: a comma in French and Dutch, a point in English. */
const typed = (locale: Locale, euros: string) => (locale === 'en' ? euros : euros.replace('.', ','));
const totalsRow = (page: Page, locale: Locale, label: string) =>
  page
    .getByRole('table', { name: tr(locale, 'sales:totals.title'), exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

for (const locale of journeyLocales('en')) {
  test.describe(`in ${locale}`, () => {
    test('sales staff make an offer with a bike, the employee signs it, staff make the order, the fleet manager validates it', async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000);
      const description = `E2E offer ${locale} ${Date.now()}`;

      // The shop's sales staff: a new purchase offer for Acme's employee.
      await signIn(page, locale, SALES);
      await page.goto(`/${locale}/dashboard`);
      await nav(page, locale)
        .getByRole('link', { name: tr(locale, 'dashboard:nav.offers'), exact: true })
        .click();
      await expect(page).toHaveURL(`/${locale}/dashboard/offers/list`);
      await expect(heading(page, tr(locale, 'sales:offers.title'))).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
      await expectAccessible(page, 'offers list');

      await page.getByRole('link', { name: tr(locale, 'sales:offers.create'), exact: true }).click();
      await expect(heading(page, tr(locale, 'sales:offers.create'))).toBeVisible();
      await field(page, tr(locale, 'sales:fields.company')).selectOption({ label: 'Acme' });
      await field(page, optionalLabel(locale, 'sales:fields.employee')).selectOption({ label: 'Emile Employé' });
      await field(page, tr(locale, 'sales:fields.contractType')).selectOption({ label: tr(locale, 'sales:contractTypes.purchase') });
      await field(page, optionalLabel(locale, 'sales:fields.durationMonths')).fill('');
      await field(page, optionalLabel(locale, 'sales:fields.description')).fill(description);
      await expectAccessible(page, 'offer form');
      await page.getByRole('button', { name: tr(locale, 'sales:offers.createSubmit'), exact: true }).click();

      await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/offers/\\d+$`));
      const offerId = Number(new URL(page.url()).pathname.split('/').pop());
      await expect(heading(page, tr(locale, 'sales:offers.number', { id: offerId }))).toBeVisible();
      await expect(page.getByText(tr(locale, 'sales:lines.empty'), { exact: true })).toBeVisible();

      // A bike from the catalogue, with its size, at 1 999,50 € excl. VAT and 21 % VAT.
      await page.getByRole('button', { name: tr(locale, 'sales:lines.add'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: tr(locale, 'sales:lines.addTitle'), exact: true });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel(tr(locale, 'sales:lines.model'), { exact: true }).selectOption({ index: 1 });
      await expect(dialog.getByLabel(tr(locale, 'sales:lines.size'), { exact: true })).not.toHaveValue('');
      await dialog.getByLabel(tr(locale, 'sales:lines.unitPrice'), { exact: true }).fill(typed(locale, '1999.50'));
      await dialog.getByLabel(tr(locale, 'sales:lines.vatRate'), { exact: true }).selectOption('21');
      await expectAccessible(page, 'line form');
      await dialog.getByRole('button', { name: tr(locale, 'sales:lines.add'), exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(totalsRow(page, locale, tr(locale, 'sales:totals.exclVat')).getByText('1 999,50 €', { exact: true })).toBeVisible();
      await expect(
        totalsRow(page, locale, tr(locale, 'sales:totals.vatAtRate', { rate: 21 })).getByText('419,90 €', { exact: true }),
      ).toBeVisible();
      await expect(totalsRow(page, locale, tr(locale, 'sales:totals.inclVat')).getByText('2 419,40 €', { exact: true })).toBeVisible();
      await expectAccessible(page, 'offer with a line');

      // The employee reads it, opens the PDF and signs.
      const employeeContext = await browser.newContext();
      await acceptCookies(employeeContext);
      const employee = await employeeContext.newPage();
      try {
        await signIn(employee, locale, EMPLOYEE);
        await employee.goto(`/${locale}/dashboard`);
        await nav(employee, locale)
          .getByRole('link', { name: tr(locale, 'dashboard:nav.myOffers'), exact: true })
          .click();
        await expect(heading(employee, tr(locale, 'sales:offers.mineTitle'))).toBeVisible();
        await employee.getByRole('link', { name: tr(locale, 'sales:offers.number', { id: offerId }), exact: true }).click();
        await expect(heading(employee, tr(locale, 'sales:offers.number', { id: offerId }))).toBeVisible();
        await expect(
          totalsRow(employee, locale, tr(locale, 'sales:totals.inclVat')).getByText('2 419,40 €', { exact: true }),
        ).toBeVisible();
        const pdfHref = await employee.getByRole('link', { name: tr(locale, 'sales:documents.offer'), exact: true }).getAttribute('href');
        const pdf = await employee.request.get(pdfHref!);
        expect(pdf.status()).toBe(200);
        expect(pdf.headers()['content-type']).toContain('application/pdf');

        await expect(field(employee, tr(locale, 'sales:sign.name'))).toHaveValue('Emile Employé');
        await employee.getByRole('button', { name: tr(locale, 'sales:sign.submit'), exact: true }).click();
        await expect(employee.getByText(tr(locale, 'sales:sign.consentRequired'), { exact: true })).toBeVisible();
        await employee.getByRole('checkbox', { name: tr(locale, 'sales:sign.consent'), exact: true }).check();
        await expectAccessible(employee, 'signing form');
        await employee.getByRole('button', { name: tr(locale, 'sales:sign.submit'), exact: true }).click();
        await expect(employee.getByText(tr(locale, 'sales:offerStatuses.signed'), { exact: true }).first()).toBeVisible();
        await expect(employee.getByRole('link', { name: tr(locale, 'sales:documents.signed'), exact: true })).toBeVisible();
        await expect(employee.getByRole('button', { name: tr(locale, 'sales:sign.submit'), exact: true })).toHaveCount(0);
      } finally {
        await employeeContext.close();
      }

      // Staff make the order from the signed offer: Acme checks its employees' orders first.
      await page.reload();
      await expect(page.getByText(tr(locale, 'sales:offerStatuses.signed'), { exact: true }).first()).toBeVisible();
      await page.getByRole('button', { name: tr(locale, 'sales:offers.makeOrders'), exact: true }).click();
      await expect(page.getByRole('heading', { name: tr(locale, 'sales:orders.ofOffer'), exact: true })).toBeVisible();
      const orderLink = page.getByRole('link', {
        name: new RegExp(`^${tr(locale, 'sales:orders.number', { id: 0 }).replace('0', '\\d+')}$`),
      });
      await expect(orderLink).toHaveCount(1);
      const orderName = (await orderLink.textContent())!;
      await orderLink.click();
      await expect(heading(page, orderName)).toBeVisible();
      await expect(page.getByText(tr(locale, 'sales:orderStatuses.pending_validation'), { exact: true })).toBeVisible();
      await expectAccessible(page, 'order page');

      // The fleet manager finds it under "to validate" and validates it.
      const fleetContext = await browser.newContext();
      await acceptCookies(fleetContext);
      const fleet = await fleetContext.newPage();
      try {
        await signIn(fleet, locale, FLEET);
        await fleet.goto(`/${locale}/dashboard`);
        await nav(fleet, locale)
          .getByRole('link', { name: tr(locale, 'dashboard:nav.companyOrders'), exact: true })
          .click();
        await expect(heading(fleet, tr(locale, 'sales:orders.fleetTitle'))).toBeVisible();
        await field(fleet, tr(locale, 'sales:fields.group')).selectOption({ label: tr(locale, 'sales:orderGroups.to_validate') });
        await expect(fleet).toHaveURL(/group=to_validate/);
        await fleet.getByRole('link', { name: orderName, exact: true }).click();
        await expect(heading(fleet, orderName)).toBeVisible();
        await expectAccessible(fleet, 'order to validate');
        await fleet.getByRole('button', { name: tr(locale, 'sales:orders.validate'), exact: true }).click();
        // The status names what the customer now waits for (the badge and the tracker's step say it alike).
        await expect(fleet.getByText(tr(locale, 'sales:orderStatuses.not_confirmed'), { exact: true }).first()).toBeVisible();
        await expect(
          fleet.getByText(
            new RegExp(`^${tr(locale, 'sales:orders.validation.validated', { who: 'Fiona Fleet', at: 'AT' }).replace('AT', '.+')}`),
          ),
        ).toBeVisible();
        await expect(fleet.getByRole('button', { name: tr(locale, 'sales:orders.validate'), exact: true })).toHaveCount(0);
      } finally {
        await fleetContext.close();
      }
    });
  });
}
