import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, DEMO_PASSWORD, submitLogin } from './support/app';
import { journeyLocales, tr, type Locale } from './support/i18n';

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name, exact: typeof name === 'string' ? true : undefined });

async function signInAs(page: Page, locale: Locale, email: string): Promise<Locale> {
  await page.goto(`/${locale}`);
  await submitLogin(page, locale, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The dashboard opens in the user's own language.
  return new URL(page.url()).pathname.split('/')[1] as Locale;
}

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

for (const locale of journeyLocales('fr')) {
  test(`in ${locale}, an admin bills Acme two lines and issues the bill; Acme's fleet manager finds it in the company's bills`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const t = (key: string, vars?: Record<string, string | number>) => tr(locale, `bills:${key}`, vars);
    const stamp = Date.now();

    await signInAs(page, locale, 'admin@veloport.test');
    await page.goto(`/${locale}/dashboard/bills/list`);
    await expect(heading(page, t('titles.admin'))).toBeVisible();
    await page.getByRole('link', { name: t('create'), exact: true }).click();
    await expect(heading(page, t('createTitle'))).toBeVisible();

    // The customer, found by typing; then two lines at 21 % and 6 %, added up as they are typed.
    await page.getByPlaceholder(t('pickCustomer')).fill('Acme');
    await page.getByRole('option', { name: 'Acme', exact: true }).click();
    const line1 = page.getByRole('group', { name: t('lines.legend', { n: 1 }), exact: true });
    await line1.getByLabel(t('lines.description')).fill(`Révision de flotte ${stamp}`);
    await line1.getByLabel(t('lines.quantity')).fill('2');
    await line1.getByLabel(t('lines.unitPrice')).fill('100');
    await page.getByRole('button', { name: t('lines.add'), exact: true }).click();
    const line2 = page.getByRole('group', { name: t('lines.legend', { n: 2 }), exact: true });
    await line2.getByLabel(t('lines.description')).fill('Main-d’œuvre');
    await line2.getByLabel(t('lines.unitPrice')).fill('50');
    await line2.getByLabel(t('lines.vatRate')).selectOption('6');
    const totals = page.getByRole('table', { name: t('totals.title') });
    // 200 € at 21 % and 50 € at 6 %: 250 € excl. VAT, 42 € + 3 € VAT, 295 € incl. VAT.
    await expect(totals.getByText('250,00 €', { exact: true })).toBeVisible();
    await expect(totals.getByText('295,00 €', { exact: true })).toBeVisible();
    await expectAccessible(page, 'bill form');
    await page.getByRole('button', { name: t('createSubmit'), exact: true }).click();

    // The draft: no number yet; issuing gives it the next one of the year.
    await expect(heading(page, t('draft'))).toBeVisible();
    await expect(page.getByText(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/)).toBeVisible();
    await page.getByRole('button', { name: t('actions.issue'), exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('actions.issue'), exact: true })
      .click();
    const numbered = new RegExp(`^${t('billTitle', { number: 'NUMBER' }).replace('NUMBER', '\\d{4}-\\d{5}')}$`);
    await expect(heading(page, numbered)).toBeVisible();
    const number = (await heading(page, numbered).innerText()).match(/\d{4}-\d{5}/)![0];
    await expect(page.getByText(t('statuses.issued'), { exact: true }).first()).toBeVisible();
    await expect(page.getByText('295,00 €', { exact: true }).first()).toBeVisible();
    await expectAccessible(page, 'issued bill');

    // Its Peppol e-invoice (UBL) downloads from the bill's page (decision 045).
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: t('actions.ubl'), exact: true }).click();
    const ubl = await download;
    expect(ubl.suggestedFilename()).toBe(`Invoice-${number}.xml`);
    expect(await readFile((await ubl.path())!, 'utf8')).toContain(`<cbc:ID>${number}</cbc:ID>`);

    // Acme's fleet manager sees it among the company's bills.
    const fleetContext = await browser.newContext();
    await acceptCookies(fleetContext);
    const fleet = await fleetContext.newPage();
    try {
      const fleetLocale = await signInAs(fleet, locale, 'fleet@acme.test');
      await fleet.goto(`/${fleetLocale}/dashboard/fleet/bills/list`);
      await expect(heading(fleet, tr(fleetLocale, 'bills:titles.fleet'))).toBeVisible();
      await fleet.getByRole('link', { name: number, exact: true }).click();
      await expect(heading(fleet, tr(fleetLocale, 'bills:billTitle', { number }))).toBeVisible();
      await expect(fleet.getByText(`Révision de flotte ${stamp}`, { exact: true })).toBeVisible();
      await expect(fleet.getByRole('button', { name: tr(fleetLocale, 'bills:actions.credit'), exact: true })).toHaveCount(0);
      await expectAccessible(fleet, 'fleet manager bill');
    } finally {
      await fleetContext.close();
    }
  });
}
