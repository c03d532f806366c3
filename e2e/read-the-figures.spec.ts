import { readFile } from 'node:fs/promises';
import { formatDate, formatPrice, samePeriodLastYear } from '@veloport/domain';
import { pdfText } from '../apps/api/src/test/pdf-text';
import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, createAccount, DEMO_PASSWORD, submitLogin } from './support/app';
import { journeyLocales, tr, type Locale } from './support/i18n';

// Issue 30's journeys: the figures an admin compares and trusts, the monitor's way to an overdue bill, a rider
// climbing the CO2 ranking, and the employer's impact report (decisions 090–093).

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

async function signIn(page: Page, locale: Locale, email: string, password = DEMO_PASSWORD) {
  await page.goto(`/${locale}`);
  await submitLogin(page, locale, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

for (const locale of journeyLocales('nl')) {
  test(`in ${locale}, an admin compares this month's sales with last year's and reads the forecast`, async ({ page }) => {
    test.setTimeout(90_000);
    const t = (key: string, vars?: Record<string, string | number>) => tr(locale, `insight:${key}`, vars);
    await signIn(page, locale, 'admin@veloport.test');
    // The admin's profile is French: the address keeps the journey's language.
    await page.goto(`/${locale}/dashboard/statistics/sales`);
    await expect(heading(page, t('statistics.title'))).toBeVisible();

    await page.getByRole('button', { name: t('statistics.period.thisMonth'), exact: true }).click();
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}/);
    const url = new URL(page.url());
    const period = { from: url.searchParams.get('from')!, to: url.searchParams.get('to')! };
    const lastYear = samePeriodLastYear(period);
    type Sales = { totals: { revenueExclVatCents: number } };
    const sales = async (p: { from: string; to: string }) =>
      ((await (await page.request.get(`/api/statistics/sales?from=${p.from}&to=${p.to}&groupBy=month`)).json()) as Sales).totals;
    const [now, before] = await Promise.all([sales(period), sales(lastYear)]);

    // The headline table: this month beside the same month last year, as the bills add them up.
    const figures = page.getByRole('table', {
      name: t('statistics.compare.range', { from: formatDate(period.from), to: formatDate(period.to) }),
      exact: true,
    });
    const revenue = figures.getByRole('row', { name: new RegExp(`^${t('statistics.figures.revenue')}`) });
    await expect(revenue.getByRole('cell').nth(0)).toHaveText(formatPrice(now.revenueExclVatCents));
    await expect(revenue.getByRole('cell').nth(2)).toHaveText(formatPrice(before.revenueExclVatCents));
    await expect(figures.getByRole('columnheader', { name: new RegExp(`^${t('statistics.compare.lastYear')}`) })).toBeVisible();
    await expectAccessible(page, 'the sales statistics');

    // The forecast tab keeps the period and says how far to trust it: the method and last year's error beside the chart.
    await page
      .getByRole('navigation', { name: t('statistics.tabsLabel') })
      .getByRole('link', { name: t('statistics.tabs.forecast') })
      .click();
    await expect(heading(page, t('forecast.title'))).toBeVisible();
    const forecast = (await (await page.request.get('/api/statistics/forecast?metric=sales&months=6')).json()) as {
      method: string;
      forecast: unknown[];
    };
    expect(forecast.forecast).toHaveLength(6);
    await expect(
      page.getByText(t('forecast.methodLine', { method: t(`forecast.methods.${forecast.method}`) }), { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: t('forecast.tableTitle', { metric: t('forecast.metrics.sales') }) })).toBeVisible();
    await expectAccessible(page, 'the forecast');
  });
}

for (const locale of journeyLocales('fr')) {
  test(`in ${locale}, the monitor leads an admin to an overdue bill`, async ({ page }) => {
    test.setTimeout(90_000);
    const t = (key: string, vars?: Record<string, string | number>) => tr(locale, `insight:${key}`, vars);
    await signIn(page, locale, 'admin@veloport.test');
    await page.goto(`/${locale}/dashboard/monitoring`);
    await expect(heading(page, t('monitoring.title'))).toBeVisible();

    const monitoring = (await (await page.request.get('/api/monitoring')).json()) as { items: { kind: string; count: number }[] };
    const overdue = monitoring.items.find((i) => i.kind === 'overdue_bills')!;
    expect(overdue.count, 'the demo has overdue bills').toBeGreaterThan(0);
    const what = t('monitoring.kinds.overdue_bills');
    const row = page.getByRole('row', { name: new RegExp(`^${what}`) });
    await expect(row.getByRole('cell').nth(0)).toHaveText(String(overdue.count));
    await expectAccessible(page, 'the monitor');

    await row.getByRole('link', { name: what, exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/bills\/list\?status=overdue/);
    const first = (await (await page.request.get('/api/bills?status=overdue&perPage=1')).json()) as { data: { number: string }[] };
    const number = first.data[0]!.number;
    await page.getByRole('link', { name: number, exact: true }).click();
    await expect(heading(page, tr(locale, 'bills:billTitle', { number }))).toBeVisible();
    await expect(page.getByText(tr(locale, 'bills:statuses.overdue'), { exact: true }).first()).toBeVisible();
  });
}

for (const locale of journeyLocales('en')) {
  test(`in ${locale}, an employee adds a ride and climbs the CO2 ranking`, async ({ page }) => {
    test.setTimeout(90_000);
    const t = (key: string, vars?: Record<string, string | number>) => tr(locale, `ranking:${key}`, vars);
    const rider = await createAccount(locale, 'Rita', { domain: 'acme.test' });
    await signIn(page, locale, rider.email, rider.password);
    await page.goto(`/${locale}/dashboard/ranking`);
    await expect(heading(page, t('title'))).toBeVisible();

    const rides = page.getByRole('form', { name: t('rides.title') });
    const addRide = async (km: string) => {
      await rides.getByRole('textbox', { name: t('rides.km') }).fill(km);
      await rides.getByRole('button', { name: t('rides.add'), exact: true }).click();
      await expect(page.getByText(t('rides.added'), { exact: true }).first()).toBeVisible();
    };
    type Ranking = { data: { rank: number; km: number; isMe?: boolean }[] };
    const ranking = async () => (await (await page.request.get('/api/ranking?scope=company')).json()) as Ranking;
    const myRow = page.getByRole('row').filter({ has: page.getByText(t('table.you'), { exact: true }) });

    // A short ride first: at the foot of the company's riders (the demo's commuters ride hundreds of km a month).
    await addRide(locale === 'en' ? '0.5' : '0,5');
    const start = (await ranking()).data.find((r) => r.isMe)!;
    expect(start.rank).toBeGreaterThan(1);
    await expect(myRow.getByRole('cell').first()).toHaveText(String(start.rank));

    // A long one: past everyone below 500 km this month.
    await addRide(locale === 'en' ? '499.5' : '499,5');
    const after = await ranking();
    const expected = 1 + after.data.filter((r) => !r.isMe && r.km > 500).length;
    expect(after.data.find((r) => r.isMe)).toMatchObject({ rank: expected, km: 500 });
    expect(expected).toBeLessThan(start.rank);
    await expect(myRow.getByRole('cell').first()).toHaveText(String(expected));
    await expectAccessible(page, 'the CO2 ranking');
  });
}

for (const locale of journeyLocales('nl')) {
  test(`in ${locale}, a fleet manager downloads the company's impact report`, async ({ page }) => {
    test.setTimeout(90_000);
    const t = (key: string) => tr(locale, `ranking:${key}`);
    await signIn(page, locale, 'fleet@acme.test');
    await expect(page.getByRole('heading', { name: t('report.cardTitle') })).toBeVisible();
    const year = await page.getByRole('combobox', { name: t('report.year'), exact: true }).inputValue();
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: t('report.download'), exact: true }).click();
    const file = await downloading;
    const bytes = await readFile(await file.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // In the company's language, whatever the page's.
    const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { company: { id: number } } };
    const company = (await (await page.request.get(`/api/companies/${me.user.company.id}`)).json()) as { name: string; language: Locale };
    const text = pdfText(bytes);
    expect(text).toContain(tr(company.language, 'ranking:report.title', { year }));
    expect(text).toContain(company.name);
  });
}
