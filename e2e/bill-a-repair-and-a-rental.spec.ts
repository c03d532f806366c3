import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, apiSend, DEMO_PASSWORD, submitLogin } from './support/app';
import { camt053 } from './support/bank-files';
import { journeyLocales, tr, type Locale } from './support/i18n';

// Issue 14: an admin bills Acme's finished repair and Acme's rental from the lists of what waits to be billed, issues
// and sends both; the bank's statement pays the repair by its structured communication; Acme's fleet manager finds
// that bill paid among the company's bills.
const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name, exact: typeof name === 'string' ? true : undefined });

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

type Billed = { id: number; number: string; communication: string; inclVatCents: number };

/** Ticks the source named `label` on a "to bill" screen, makes its draft, then issues and sends it from the bill's page. */
async function billFrom(page: Page, locale: Locale, screen: string, title: string, label: RegExp): Promise<Billed> {
  const s = (key: string, vars?: Record<string, string | number>) => tr(locale, `billSources:${key}`, vars);
  const b = (key: string, vars?: Record<string, string | number>) => tr(locale, `bills:${key}`, vars);
  await page.goto(`/${locale}/dashboard/bills/${screen}`);
  await expect(heading(page, title)).toBeVisible();
  await page.getByRole('checkbox', { name: label }).check();
  await expect(page.getByText(s('selected_one', { count: 1 }), { exact: true })).toBeVisible();
  await expectAccessible(page, `${screen} with a source ticked`);
  await page.getByRole('button', { name: s('createBills_one'), exact: true }).click();
  const made = page.getByRole('alert').filter({ hasText: s('created_one', { count: 1 }) });
  await made.getByRole('link').click();

  // The draft bills what was ticked, then takes the next number of the year and leaves by e-mail.
  await expect(heading(page, b('draft'))).toBeVisible();
  await page.getByRole('button', { name: b('actions.issue'), exact: true }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: b('actions.issue'), exact: true })
    .click();
  const numbered = new RegExp(`^${b('billTitle', { number: 'NUMBER' }).replace('NUMBER', '\\d{4}-\\d{5}')}$`);
  await expect(heading(page, numbered)).toBeVisible();
  await page.getByRole('button', { name: b('actions.send'), exact: true }).click();
  await expect(page.getByText(b('statuses.sent'), { exact: true }).first()).toBeVisible();
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const bill = (await (await page.request.get(`/api/bills/${id}`)).json()) as {
    number: string;
    structuredCommunication: string;
    totals: { inclVatCents: number };
  };
  // The source left its list: it is billed once.
  await page.goto(`/${locale}/dashboard/bills/${screen}`);
  await expect(heading(page, title)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: label })).toHaveCount(0);
  return { id, number: bill.number, communication: bill.structuredCommunication, inclVatCents: bill.totals.inclVatCents };
}

for (const locale of journeyLocales('en')) {
  test(`in ${locale}, an admin bills a finished repair and a rental, sends them; the bank statement pays one; the fleet manager sees it paid`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await page.goto(`/${locale}`);
    await submitLogin(page, locale, 'admin@veloport.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);

    // The finished chain job on an Acme colleague's bike (apps/api/src/db/seed/seed-maintenance-demo.ts), named by its bike.
    const jobs = (await (await page.request.get('/api/bills/sources/workshop-jobs')).json()) as {
      data: { label: string; customer: { name: string } }[];
    };
    const job = jobs.data.find((j) => j.customer.name === 'Acme');
    expect(job, 'a finished Acme job waits to be billed').toBeDefined();
    const jobLabel = new RegExp(job!.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    const repair = await billFrom(page, locale, 'entretiens-to-bill', tr(locale, 'billSources:screens.workshopJobs.title'), jobLabel);
    const rental = await billFrom(page, locale, 'rentals-to-bill', tr(locale, 'billSources:screens.rentals.title'), /Julie Lambert/);
    expect(rental.number).not.toBe(repair.number);

    // The bank's statement carries the repair bill's communication: it pays that bill and no other.
    const t = (key: string) => tr(locale, `bankStatements:${key}`);
    await page.goto(`/${locale}/dashboard/bills/bank-statements`);
    await expect(heading(page, t('title'))).toBeVisible();
    await page.locator('input[type=file]').setInputFiles({
      name: 'statement.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from(camt053(`E2E-REPAIR-${Date.now()}`, repair.communication.replace(/\D/g, ''), repair.inclVatCents)),
    });
    await page.getByRole('button', { name: t('upload.submit'), exact: true }).click();
    const result = page.getByRole('status');
    await expect(result.getByText(t('result.matched'), { exact: true }).locator('xpath=following-sibling::*[1]')).toHaveText('1');
    await page.goto(`/${locale}/dashboard/bills/${rental.id}`);
    await expect(page.getByText(tr(locale, 'bills:statuses.sent'), { exact: true }).first()).toBeVisible();

    // Acme's fleet manager finds the repair bill paid, the rental still to pay.
    const fleetContext = await browser.newContext();
    await acceptCookies(fleetContext);
    const fleet = await fleetContext.newPage();
    try {
      await fleet.goto(`/${locale}`);
      await submitLogin(fleet, locale, 'fleet@acme.test', DEMO_PASSWORD);
      await expect(fleet).toHaveURL(/\/dashboard$/);
      const fleetLocale = new URL(fleet.url()).pathname.split('/')[1] as Locale;
      await fleet.goto(`/${fleetLocale}/dashboard/fleet/bills/list`);
      await expect(heading(fleet, tr(fleetLocale, 'bills:titles.fleet'))).toBeVisible();
      const row = (number: string) => fleet.getByRole('row').filter({ has: fleet.getByRole('link', { name: number, exact: true }) });
      await expect(row(repair.number).getByText(tr(fleetLocale, 'bills:statuses.paid'), { exact: true })).toBeVisible();
      await expect(row(rental.number).getByText(tr(fleetLocale, 'bills:statuses.sent'), { exact: true })).toBeVisible();
      await expectAccessible(fleet, "the company's bills, one paid");
    } finally {
      await fleetContext.close();
    }

    // A credit note for the whole bill gives its source back to be billed again (and the next language's run finds it).
    for (const bill of [repair, rental])
      expect((await apiSend(page.request, 'POST', `/api/bills/${bill.id}/credit-note`, {})).status()).toBe(201);
    await page.goto(`/${locale}/dashboard/bills/entretiens-to-bill`);
    await expect(page.getByRole('checkbox', { name: jobLabel })).toBeVisible();
  });
}
