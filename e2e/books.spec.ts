import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, DEMO_PASSWORD, submitLogin } from './support/app';
import { journeyLocales, tr } from './support/i18n';

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name, exact: typeof name === 'string' });
const SAMPLE = new URL('../apps/api/src/modules/accounting/samples/belgian-supplier-invoice.xml', import.meta.url);

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

for (const locale of journeyLocales('fr')) {
  test(`in ${locale}, an admin books a supplier's UBL invoice, pays it in a pain.001 batch, and finds it in the purchases daybook`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const t = (key: string, vars?: Record<string, string | number>) => tr(locale, `books:${key}`, vars);
    // The sample Belgian invoice (decision 084) under a number of its own: a database takes each supplier's number once.
    const number = `FV-E2E-${locale}-${Date.now() % 1_000_000}`;
    const xml = (await readFile(SAMPLE, 'utf8')).replaceAll('FV-2026-0815', number);

    await page.goto(`/${locale}`);
    await submitLogin(page, locale, 'admin@veloport.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto(`/${locale}/dashboard/horusApis/purchases`);
    await expect(heading(page, t('purchases.title'))).toBeVisible();
    await expectAccessible(page, 'purchases');
    await page.locator('input[type=file]').setInputFiles({ name: 'invoice.xml', mimeType: 'application/xml', buffer: Buffer.from(xml) });
    await page.getByRole('button', { name: t('upload.submit'), exact: true }).click();
    await page
      .getByRole('status')
      .getByRole('link', { name: t('upload.open'), exact: true })
      .click();

    // Its page: to approve, then approved.
    await expect(heading(page, t('purchase.title', { number }))).toBeVisible();
    await expect(page.getByText(t('statuses.to_approve'), { exact: true })).toBeVisible();
    await page.getByRole('button', { name: t('purchase.approve'), exact: true }).click();
    await expect(page.getByText(t('statuses.approved'), { exact: true })).toBeVisible();

    // Paid in a batch on the first business day from today; the bank's file downloads.
    await page.getByRole('link', { name: t('purchases.pay'), exact: true }).click();
    await expect(heading(page, t('batch.createTitle'))).toBeVisible();
    await page.getByRole('checkbox', { name: new RegExp(number) }).check();
    await expectAccessible(page, 'new supplier batch');
    await page.getByRole('button', { name: t('batch.create'), exact: true }).click();
    await expect(heading(page, new RegExp(t('batch.title', { messageId: '' }).trim()))).toBeVisible();
    await expect(page.getByRole('link', { name: number, exact: true })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t('batch.download'), exact: true }).click();
    const file = await readFile((await (await download).path())!, 'utf8');
    expect(file).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03');
    expect(file).toContain('BE71096123456769');
    await page.getByRole('button', { name: t('batch.markPaid'), exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('batch.markPaid'), exact: true })
      .click();
    await expect(page.getByText(t('batch.statuses.paid'), { exact: true })).toBeVisible();

    // The purchases daybook (ACH) of the invoice's month holds its entry: purchases, VAT recoverable, the supplier.
    await page.goto(`/${locale}/dashboard/horusApis/daybooks`);
    await page.getByRole('link', { name: 'ACH', exact: true }).click();
    await expect(heading(page, /ACH/)).toBeVisible();
    await page.goto(`${page.url()}?from=2026-11-01&to=2026-11-30`);
    const entries = page.getByRole('table');
    await expect(entries.getByText(number, { exact: true }).first()).toBeVisible();
    for (const account of ['604000', '411000', '440000']) await expect(entries.getByText(account, { exact: true }).first()).toBeVisible();
    await expectAccessible(page, 'purchases daybook');
  });
}
