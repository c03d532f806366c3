import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, DEMO_PASSWORD, submitLogin } from './support/app';
import { camt053 } from './support/bank-files';
import { journeyLocales, tr } from './support/i18n';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

for (const locale of journeyLocales('nl')) {
  test(`in ${locale}, an admin uploads the bank's camt.053 and it pays a bill by its structured communication`, async ({ page }) => {
    test.setTimeout(120_000);
    const t = (key: string, vars?: Record<string, string | number>) => tr(locale, `bankStatements:${key}`, vars);
    await page.goto(`/${locale}`);
    await submitLogin(page, locale, 'admin@veloport.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);

    // A bill sent and still open, and what is left on it.
    const list = (await (await page.request.get('/api/bills?status=sent&perPage=1')).json()) as {
      data: { id: number; number: string; structuredCommunication: string; totals: { inclVatCents: number }; paidCents: number }[];
    };
    const bill = list.data[0]!;
    const left = bill.totals.inclVatCents - bill.paidCents;

    await page.goto(`/${locale}/dashboard/bills/bank-statements`);
    await expect(heading(page, t('title'))).toBeVisible();
    // The demo statement left two transfers to match by hand.
    await expect(page.getByText('Jan Janssens', { exact: true })).toBeVisible();
    await expectAccessible(page, 'bank statements');

    await page.locator('input[type=file]').setInputFiles({
      name: 'statement.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from(camt053(`E2E-${Date.now()}`, bill.structuredCommunication.replace(/\D/g, ''), left)),
    });
    await page.getByRole('button', { name: t('upload.submit'), exact: true }).click();
    const result = page.getByRole('status');
    await expect(result.getByText(t('result.matched'), { exact: true })).toBeVisible();
    await expect(result.getByText(t('result.matched'), { exact: true }).locator('xpath=following-sibling::*[1]')).toHaveText('1');

    // The bill reads paid, with the payment from the statement.
    await page.goto(`/${locale}/dashboard/bills/${bill.id}`);
    await expect(page.getByText(tr(locale, 'bills:statuses.paid'), { exact: true }).first()).toBeVisible();
    await expect(
      page.getByRole('table', { name: t('payments.title') }).getByText(t('sources.bank_statement'), { exact: true }),
    ).toBeVisible();
  });
}
