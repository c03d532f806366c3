import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, DEMO_PASSWORD, submitLogin } from './support/app';
import { journeyLocales, tr, type Locale } from './support/i18n';

/** An amount as the user types it: a comma in French and Dutch, a point in English. */
const typed = (locale: Locale, value: string) => (locale === 'en' ? value : value.replace('.', ','));
const receipt = {
  name: 'ticket.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
};

async function signInAs(page: Page, locale: Locale, email: string) {
  await page.goto(`/${locale}`);
  await submitLogin(page, locale, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

for (const locale of journeyLocales('fr')) {
  test(`in ${locale}, a mechanic files a mileage claim and a receipt expense, the admin approves them and downloads the transfer file`, async ({
    page,
    context,
  }) => {
    test.setTimeout(150_000);
    const t = (key: string, vars?: Record<string, string | number>) => tr(locale, `expenses:${key}`, vars);
    const stamp = `${locale.toUpperCase()}${Date.now()}`;
    const trip = `Tournée Herstal ${stamp}`;
    const fuel = `Carburant camionnette ${stamp}`;

    // The mechanic files a mileage claim: the form says what it pays.
    await signInAs(page, locale, 'mechanic@veloport.test');
    await page.goto(`/${locale}/dashboard/my-expenses`);
    await expect(page.getByRole('heading', { level: 1, name: t('mine.title'), exact: true })).toBeVisible();
    await page.getByRole('button', { name: t('mine.file'), exact: true }).click();
    const form = page.getByRole('form', { name: t('form.title') });
    await form.getByLabel(t('fields.category')).selectOption('mileage');
    await form.getByLabel(t('fields.description')).fill(trip);
    await form.getByLabel(t('fields.km')).fill('100');
    await expect(form.getByText(t('form.mileageHint', { rate: '0,4270 €', amount: '42,70 €' }))).toBeVisible();
    await expectAccessible(page, 'file a mileage claim');
    await form.getByRole('button', { name: t('form.save'), exact: true }).click();
    const submitTrip = page.getByRole('button', { name: t('mine.submitFor', { description: trip }), exact: true });
    await submitTrip.click();
    await expect(submitTrip).toHaveCount(0);

    // And a fuel receipt of 48,40 € at 21 %, its photo attached (required above 25 €).
    await page.getByRole('button', { name: t('mine.file'), exact: true }).click();
    await form.getByLabel(t('fields.category')).selectOption('fuel');
    await form.getByLabel(t('fields.description')).fill(fuel);
    await form.getByLabel(t('fields.amountInclVat')).fill(typed(locale, '48.40'));
    await expect(form.getByText(t('form.vatHint', { base: '40,00 €', vat: '8,40 €' }))).toBeVisible();
    await form.locator('input[type="file"]').setInputFiles(receipt);
    await form.getByRole('button', { name: t('form.save'), exact: true }).click();
    await expect(page.getByRole('link', { name: 'ticket.pdf' }).first()).toBeVisible();
    const submitFuel = page.getByRole('button', { name: t('mine.submitFor', { description: fuel }), exact: true });
    await submitFuel.click();
    await expect(submitFuel).toHaveCount(0);

    // The admin approves both at once, then pays them by transfer.
    await context.clearCookies();
    await acceptCookies(context);
    await signInAs(page, locale, 'admin@veloport.test');
    await page.goto(`/${locale}/dashboard/expense-reports?status=submitted`);
    await expect(page.getByRole('heading', { level: 1, name: t('admin.title'), exact: true })).toBeVisible();
    for (const description of [trip, fuel])
      await page.getByRole('checkbox', { name: t('admin.selectOne', { description, person: 'Marc Mécano' }), exact: true }).check();
    await page.getByRole('button', { name: t('admin.approveMany_other', { count: 2 }), exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('admin.approve'), exact: true })
      .click();
    await expect(page.getByText(t('admin.approved_other', { count: 2 }))).toBeVisible();

    await page.goto(`/${locale}/dashboard/expense-reports?status=approved`);
    for (const description of [trip, fuel])
      await page.getByRole('checkbox', { name: t('admin.selectOne', { description, person: 'Marc Mécano' }), exact: true }).check();
    await page.getByRole('button', { name: t('admin.payMany_other', { count: 2 }), exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('admin.pay'), exact: true })
      .click();
    await expect(page.getByText(/VP-EXP-\d{6}/).first()).toBeVisible();
    await expectAccessible(page, 'expense reports');

    // The pain.001 file for the bank, then the bank executed it.
    const batches = (await (await page.request.get('/api/expense-reports/batches')).json()) as { data: { messageId: string }[] };
    const messageId = batches.data[0]!.messageId;
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: t('batches.downloadFor', { file: messageId }), exact: true }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe(`${messageId}.xml`);
    const xml = await readFile(await file.path(), 'utf8');
    expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03');
    expect(xml).toContain('<InstdAmt Ccy="EUR">91.10</InstdAmt>');
    await page.getByRole('button', { name: t('batches.markPaidFor', { file: messageId }), exact: true }).click();
    await expect(page.getByText(t('batches.markedPaid'))).toBeVisible();
  });
}
