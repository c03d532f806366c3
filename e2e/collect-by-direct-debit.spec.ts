import fs from 'node:fs';
import { addTarget2BusinessDays, brusselsToday } from '@veloport/domain';
import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, DEMO_PASSWORD, submitLogin } from './support/app';
import { journeyLocales, tr, type Locale } from './support/i18n';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** A TARGET2 business day `days` business days from today (decision 061: bank holidays skipped), as the date field takes it (dd/mm/yyyy). */
function businessDaysAhead(days: number): string {
  const [y, m, d] = addTarget2BusinessDays(brusselsToday(), days).split('-');
  return `${d}/${m}/${y}`;
}

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

for (const locale of journeyLocales('fr')) {
  test(`in ${locale}, an admin records Globex's mandate, then makes a batch of debits and downloads its pain.008 file`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const t = (key: string, vars?: Record<string, string | number>) => tr(locale as Locale, `sepa:${key}`, vars);
    const reference = `GLOBEX-E2E-${Date.now()}`;

    await page.goto(`/${locale}`);
    await submitLogin(page, locale, 'admin@veloport.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/${locale}/dashboard/bills/sepa`);
    await expect(heading(page, t('title'))).toBeVisible();
    await expect(page.getByText('ACME-DOM-2025-01').first()).toBeVisible();

    // A mandate: a mistyped IBAN is caught before sending.
    await page.getByRole('link', { name: t('newMandate'), exact: true }).click();
    await expect(heading(page, t('createTitle'))).toBeVisible();
    await page.getByPlaceholder(t('pickCustomer')).fill('Globex');
    await page.getByRole('option', { name: 'Globex', exact: true }).click();
    await page.getByLabel(t('fields.iban')).fill('BE71 0961 2345 6768');
    await page.getByLabel(t('fields.bic')).fill('GKCCBEBB');
    await page.getByLabel(t('fields.signatureDate')).fill('15/01/2026');
    await page.getByLabel(t('fields.reference')).fill(reference);
    await page.getByRole('button', { name: t('mandateSubmit'), exact: true }).click();
    await expect(page.getByText(tr(locale as Locale, 'errors:fields.iban_invalid'))).toBeVisible();
    await page.getByLabel(t('fields.iban')).fill('BE71 0961 2345 6769');
    await expectAccessible(page, 'mandate form');
    await page.getByRole('button', { name: t('mandateSubmit'), exact: true }).click();
    await expect(heading(page, t('title'))).toBeVisible();
    // The list's link to the new mandate (the toast names the reference too: one element, whatever the toast's timing).
    await expect(page.getByRole('link', { name: reference, exact: true })).toBeVisible();

    // A batch: the preview lists the bills with their sequence type; the file downloads once made.
    await page.goto(`/${locale}/dashboard/bills/sepa/create?tab=batch`);
    await page.getByLabel(t('fields.collectionDate')).fill(businessDaysAhead(8));
    await expect(page.getByRole('cell', { name: t('sequenceTypes.FRST'), exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: t('batchSubmit'), exact: true }).click();
    // Every debtor is e-mailed: the form asks first, saying so.
    const confirm = page.getByRole('dialog', { name: t('confirmBatch.title') });
    await expect(confirm).toBeVisible();
    await expectAccessible(page, 'batch confirmation');
    await confirm.getByRole('button', { name: t('batchSubmit'), exact: true }).click();
    await expect(page.getByText(/VP-SDD-\d{6}/)).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: t('downloadXml'), exact: true }).click();
    const xml = fs.readFileSync((await (await downloading).path())!, 'utf8');
    expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.008.001.02');
    expect(xml).toContain('<SeqTp>FRST</SeqTp>');
    expect(xml).toContain('<Cd>SCOR</Cd>');

    // The batch is in the list.
    await page.goto(`/${locale}/dashboard/bills/sepa?tab=batches`);
    await expect(page.getByText(/VP-SDD-\d{6}/).first()).toBeVisible();
  });
}
