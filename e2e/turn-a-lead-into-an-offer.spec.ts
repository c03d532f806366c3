import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, DEMO_PASSWORD, signIn } from './support/app';
import { journeyLocales, optionalLabel, tr, type Locale } from './support/i18n';

const ADMIN = { email: 'admin@veloport.test', password: DEMO_PASSWORD, language: 'fr', firstname: 'Anne' } as const;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const nav = (page: Page, locale: Locale) => page.getByRole('navigation', { name: tr(locale, 'common:layout.mainNavigation'), exact: true });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const typed = (locale: Locale, euros: string) => (locale === 'en' ? euros : euros.replace('.', ','));

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

for (const locale of journeyLocales('fr')) {
  test.describe(`in ${locale}`, () => {
    test('an admin turns a lead into an offer with a bike, an accessory and a service, and the offer names the lead’s company', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const stamp = Date.now();
      const lastname = `Lead${stamp}`;

      // Someone from Globex asked about bikes by phone: the admin keeps their details as a lead.
      await signIn(page, locale, ADMIN);
      await page.goto(`/${locale}/dashboard`);
      await nav(page, locale)
        .getByRole('link', { name: tr(locale, 'dashboard:nav.leads'), exact: true })
        .click();
      await expect(page).toHaveURL(`/${locale}/dashboard/offers/interested`);
      await expect(heading(page, tr(locale, 'leads:title'))).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
      await expectAccessible(page, 'leads list');

      await page.getByRole('link', { name: tr(locale, 'leads:create'), exact: true }).click();
      await expect(heading(page, tr(locale, 'leads:create'))).toBeVisible();
      await field(page, tr(locale, 'leads:fields.firstname')).fill('Gilles');
      await field(page, tr(locale, 'leads:fields.lastname')).fill(lastname);
      await field(page, tr(locale, 'leads:fields.email')).fill(`gilles.${stamp}@example.be`);
      await field(page, optionalLabel(locale, 'leads:fields.companyName')).fill('Globex');
      await field(page, optionalLabel(locale, 'leads:fields.message')).fill('Deux vélos de fonction en leasing.');
      await expectAccessible(page, 'lead form');
      await page.getByRole('button', { name: tr(locale, 'leads:createSubmit'), exact: true }).click();

      // The lead page: the company typed is a known customer.
      await expect(heading(page, `Gilles ${lastname}`)).toBeVisible();
      await expect(page.getByText(tr(locale, 'leads:offer.customer', { name: 'Globex' }), { exact: true })).toBeVisible();
      await page.getByRole('button', { name: tr(locale, 'leads:moveTo.contacted'), exact: true }).click();
      await expect(page.getByText(tr(locale, 'leads:statuses.contacted'), { exact: true }).first()).toBeVisible();
      await expectAccessible(page, 'lead page');
      const leadUrl = page.url();

      // "Make an offer": the offer form starts from the lead's company.
      await page.getByRole('link', { name: tr(locale, 'leads:offer.make'), exact: true }).click();
      await expect(heading(page, tr(locale, 'sales:offers.create'))).toBeVisible();
      await expect(field(page, tr(locale, 'sales:fields.company')).locator('option:checked')).toHaveText('Globex');
      await field(page, tr(locale, 'sales:fields.contractType')).selectOption({ label: tr(locale, 'sales:contractTypes.purchase') });
      await page.getByRole('button', { name: tr(locale, 'sales:offers.createSubmit'), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/offers/\\d+$`));
      const offerId = Number(new URL(page.url()).pathname.split('/').pop());
      await expect(heading(page, tr(locale, 'sales:offers.number', { id: offerId }))).toBeVisible();
      await expect(page.getByText(new RegExp(`^Globex · ${tr(locale, 'sales:contractTypes.purchase')}`))).toBeVisible();

      // A bike, an accessory and a service.
      const addLine = async (fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) => {
        await page.getByRole('button', { name: tr(locale, 'sales:lines.add'), exact: true }).click();
        const dialog = page.getByRole('dialog', { name: tr(locale, 'sales:lines.addTitle'), exact: true });
        await expect(dialog).toBeVisible();
        await fill(dialog);
        await dialog.getByRole('button', { name: tr(locale, 'sales:lines.add'), exact: true }).click();
        await expect(dialog).toBeHidden();
      };
      const lines = page.getByRole('table', { name: tr(locale, 'sales:lines.title'), exact: true });
      await addLine(async (dialog) => {
        await dialog.getByLabel(tr(locale, 'sales:lines.model'), { exact: true }).selectOption({ index: 1 });
        await dialog.getByLabel(tr(locale, 'sales:lines.unitPrice'), { exact: true }).fill(typed(locale, '1999.50'));
        await dialog.getByLabel(tr(locale, 'sales:lines.vatRate'), { exact: true }).selectOption('21');
      });
      await expect(lines.getByRole('row')).toHaveCount(2);
      await addLine(async (dialog) => {
        await dialog
          .getByLabel(tr(locale, 'sales:lines.kind'), { exact: true })
          .selectOption({ label: tr(locale, 'sales:lineKinds.accessory') });
        await dialog.getByLabel(tr(locale, 'sales:lines.accessory'), { exact: true }).selectOption({ index: 1 });
        await dialog.getByLabel(tr(locale, 'sales:lines.unitPrice'), { exact: true }).fill(typed(locale, '49.90'));
        await dialog.getByLabel(tr(locale, 'sales:lines.vatRate'), { exact: true }).selectOption('21');
      });
      await expect(lines.getByRole('row')).toHaveCount(3);
      await addLine(async (dialog) => {
        await dialog
          .getByLabel(tr(locale, 'sales:lines.kind'), { exact: true })
          .selectOption({ label: tr(locale, 'sales:lineKinds.service') });
        await dialog.getByLabel(tr(locale, 'sales:lines.description'), { exact: true }).fill('Entretien annuel');
        await dialog.getByLabel(tr(locale, 'sales:lines.unitPrice'), { exact: true }).fill(typed(locale, '120'));
        await dialog.getByLabel(tr(locale, 'sales:lines.vatRate'), { exact: true }).selectOption('21');
      });
      await expect(lines.getByRole('row')).toHaveCount(4);
      await expect(lines.getByText('Entretien annuel', { exact: true })).toBeVisible();
      await expectAccessible(page, 'offer made from a lead');

      // A promo code (decision 059): a mistyped one is refused with its reason, the demo's accessories code applies.
      const promoInput = page.getByRole('textbox', { name: tr(locale, 'offerPromo:code') });
      await promoInput.fill('NOPE-NOPE');
      await page.getByRole('button', { name: tr(locale, 'offerPromo:apply'), exact: true }).click();
      await expect(page.getByText(tr(locale, 'offerPromo:reasons.invalid'), { exact: true })).toBeVisible();
      await promoInput.fill('accessoires15');
      await page.getByRole('button', { name: tr(locale, 'offerPromo:apply'), exact: true }).click();
      await expect(page.getByText(new RegExp(`ACCESSOIRES15`)).first()).toBeVisible();
      await expect(page.getByRole('button', { name: tr(locale, 'offerPromo:remove'), exact: true })).toBeVisible();
      await expectAccessible(page, 'offer with a promo code');

      // Back on the lead: the offer was made, and the lead links to it.
      await page.goto(leadUrl);
      await expect(page.getByText(tr(locale, 'leads:statuses.offer_made'), { exact: true }).first()).toBeVisible();
      await page.getByRole('link', { name: tr(locale, 'leads:offer.open', { id: offerId }), exact: true }).click();
      await expect(heading(page, tr(locale, 'sales:offers.number', { id: offerId }))).toBeVisible();
    });
  });
}
