import { formatPrice, loanSchedule } from '@veloport/domain';
import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, DEMO_PASSWORD, submitLogin } from './support/app';
import { journeyLocales, tr } from './support/i18n';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

// Decision 087: an admin records a Triodos loan for 40 new bikes and reads its schedule.
for (const locale of journeyLocales('fr')) {
  test(`in ${locale}, an admin records a loan for 40 bikes and reads its schedule`, async ({ page }) => {
    test.setTimeout(120_000);
    const t = (key: string, vars?: Record<string, string | number>) => tr(locale, `loans:${key}`, vars);
    const reference = `E2E-${Date.now()}`;
    await page.goto(`/${locale}`);
    await submitLogin(page, locale, 'admin@veloport.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto(`/${locale}/dashboard/triodos/loans`);
    await expect(heading(page, t('title'))).toBeVisible();
    await expect(page.getByRole('link', { name: 'TRI-FLEET-40', exact: true })).toBeVisible();
    await expectAccessible(page, 'the loans');
    await page.getByRole('link', { name: t('create'), exact: true }).click();
    await expect(heading(page, t('form.title'))).toBeVisible();

    const bikes = (await (await page.request.get('/api/stock/bikes?perPage=40')).json()) as { data: { id: number }[] };
    expect(bikes.data).toHaveLength(40);
    await page.getByRole('textbox', { name: t('fields.reference') }).fill(reference);
    await page.getByRole('textbox', { name: t('fields.principal') }).fill('100000');
    await page.getByRole('textbox', { name: t('fields.rate') }).fill('5');
    await page.getByRole('textbox', { name: t('fields.months') }).fill('12');
    await page.getByRole('textbox', { name: t('fields.bikeIds') }).fill(bikes.data.map((b) => b.id).join(', '));
    await expectAccessible(page, 'the loan form');
    await page.getByRole('button', { name: t('form.submit'), exact: true }).click();

    // Its page: 40 bikes, twelve instalments of 8,560.75 € (100,000 € at 5 % over 12 months), the last balance zero.
    await expect(heading(page, t('detail.title', { lender: 'Triodos', reference }))).toBeVisible();
    const schedule = loanSchedule({
      principalCents: 10_000_000,
      annualRatePercent: 5,
      startDate: '2026-01-01',
      months: 12,
      method: 'annuity',
    });
    const table = page.getByRole('table', { name: t('schedule.title') });
    await expect(table.getByText(formatPrice(schedule[0]!.paymentCents), { exact: true }).first()).toBeVisible();
    await expect(table.getByText(formatPrice(schedule[0]!.interestCents), { exact: true })).toBeVisible();
    await expect(table.getByText(formatPrice(0), { exact: true })).toBeVisible();
    await expect(page.getByText('40', { exact: true })).toBeVisible();
    await expectAccessible(page, "a loan's schedule");
  });
}

// Decision 087: the year's depreciation register of the demo fleet ties out on the screen.
for (const locale of journeyLocales('nl')) {
  test(`in ${locale}, an admin reads this year's depreciation of the fleet and its totals tie out`, async ({ page }) => {
    test.setTimeout(90_000);
    const t = (key: string, vars?: Record<string, string | number>) => tr(locale, `depreciation:${key}`, vars);
    await page.goto(`/${locale}`);
    await submitLogin(page, locale, 'admin@veloport.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto(`/${locale}/dashboard/accounting/depreciation/overview`);
    await expect(heading(page, t('title'))).toBeVisible();
    const year = Number(await page.getByRole('combobox', { name: t('fields.year'), exact: true }).inputValue());
    const overview = (await (await page.request.get(`/api/accounting/depreciation/overview?year=${year}`)).json()) as {
      totals: { acquisitionCents: number; accumulatedCents: number; netBookValueCents: number };
    };
    const { acquisitionCents, accumulatedCents, netBookValueCents } = overview.totals;
    expect(acquisitionCents - accumulatedCents).toBe(netBookValueCents);
    const total = page.getByRole('table', { name: t('byClass.title') }).getByRole('row', { name: new RegExp(`^${t('byClass.total')}`) });
    await expect(total.getByText(formatPrice(acquisitionCents), { exact: true })).toBeVisible();
    await expect(total.getByText(formatPrice(accumulatedCents), { exact: true })).toBeVisible();
    await expect(total.getByText(formatPrice(netBookValueCents), { exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: t('assets.title', { year }) })).toBeVisible();
    await expectAccessible(page, 'the depreciation overview');
  });
}
