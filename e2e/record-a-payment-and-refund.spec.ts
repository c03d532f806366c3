import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, apiSend, DEMO_PASSWORD, submitLogin } from './support/app';
import { journeyLocales, tr, type Locale } from './support/i18n';

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

for (const locale of journeyLocales('fr')) {
  test(`in ${locale}, an admin records a partial payment by hand, then the rest, credits part of the bill and refunds it`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const t = (key: string, vars?: Record<string, string | number>) => tr(locale as Locale, `bankStatements:${key}`, vars);
    const b = (key: string, vars?: Record<string, string | number>) => tr(locale as Locale, `bills:${key}`, vars);
    await page.goto(`/${locale}`);
    await submitLogin(page, locale as Locale, 'admin@veloport.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);

    // An issued bill of 150 € (two lines at 0 %), made the way the bill form makes it.
    const companies = (await (await page.request.get('/api/companies/list/minimal')).json()) as { data: { id: number; name: string }[] };
    const acme = companies.data.find((c) => c.name === 'Acme')!;
    const made = await apiSend(page.request, 'POST', '/api/bills', {
      companyId: acme.id,
      lines: [
        { description: 'Entretien complet', quantity: 1, unitPriceCents: 10_000, vatRate: 0 },
        { description: 'Pneu Schwalbe', quantity: 1, unitPriceCents: 5_000, vatRate: 0 },
      ],
    });
    const bill = (await made.json()) as { id: number };
    expect((await apiSend(page.request, 'POST', `/api/bills/${bill.id}/issue`)).status()).toBe(200);

    // A partial payment in cash.
    await page.goto(`/${locale}/dashboard/bills/${bill.id}`);
    await page.getByRole('button', { name: t('manual.open'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t('fields.amount')).fill('100');
    await dialog.getByLabel(t('manual.method')).selectOption('cash');
    await expectAccessible(page, 'record a payment');
    await dialog.getByRole('button', { name: t('manual.submit'), exact: true }).click();
    await expect(page.getByText(t('manual.recorded'))).toBeVisible();
    await expect(page.getByText(b('statuses.partly_paid'), { exact: true }).first()).toBeVisible();

    // The rest, by transfer: the amount proposed is what is left.
    await page.getByRole('button', { name: t('manual.open'), exact: true }).click();
    await expect(dialog.getByLabel(t('fields.amount'))).toHaveValue(/50/);
    await dialog.getByRole('button', { name: t('manual.submit'), exact: true }).click();
    await expect(page.getByText(b('statuses.paid'), { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('table', { name: t('payments.title') }).getByText(t('methods.cash'), { exact: false })).toBeVisible();

    // A credit note for the tyre: the customer is owed 50 €.
    await page.getByRole('button', { name: b('actions.credit'), exact: true }).click();
    await page.getByRole('dialog').getByLabel(b('credit.lines')).check();
    await page.getByRole('dialog').getByRole('checkbox', { name: 'Pneu Schwalbe' }).check();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: b('credit.submit'), exact: true })
      .click();
    await expect(page.getByRole('heading', { name: t('refund.owed') })).toBeVisible();

    // Refund it by transfer to the customer's account.
    await page.getByRole('button', { name: t('refund.open'), exact: true }).click();
    await dialog.getByLabel(t('refund.iban')).fill('BE71 0961 2345 6769');
    await expectAccessible(page, 'refund');
    await dialog.getByRole('button', { name: t('refund.submit'), exact: true }).click();
    await expect(page.getByText(t('refund.doneTransfer'))).toBeVisible();

    // The bill's payments show the refund, and nothing is owed any more.
    await page.goto(`/${locale}/dashboard/bills/${bill.id}`);
    await expect(page.getByRole('table', { name: t('payments.title') }).getByText(t('sources.refund'), { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: t('refund.open'), exact: true })).toHaveCount(0);

    // The transfer leaves in a pain.001 file for the bank.
    await page.goto(`/${locale}/dashboard/bills/bank-statements`);
    await expect(page.getByText('BE71 0961 2345 6769').first()).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: t('transfers.make'), exact: true }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/^VP-SCT-\d{6}\.xml$/);
  });
}
