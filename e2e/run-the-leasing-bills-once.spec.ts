import { addMonthKeys, monthKeyOf, brusselsToday } from '@veloport/domain';
import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, DEMO_PASSWORD, submitLogin } from './support/app';
import { journeyLocales, tr, type Locale } from './support/i18n';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

for (const locale of journeyLocales('fr')) {
  test(`in ${locale}, an admin previews next month's leasing bills and starts the run twice: the month is billed once`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const t = (key: string, vars?: Record<string, string | number>) => tr(locale as Locale, `leasing:${key}`, vars);
    const period = addMonthKeys(monthKeyOf(brusselsToday()), 1);

    await page.goto(`/${locale}`);
    await submitLogin(page, locale as Locale, 'admin@veloport.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/${locale}/dashboard/bills/leasing-runs`);
    await expect(heading(page, t('titles.runs'))).toBeVisible();
    await expectAccessible(page, 'leasing runs');

    await page.getByLabel(t('fields.period')).fill(period);
    await page.getByRole('button', { name: t('runs.preview'), exact: true }).click();
    const previewTitle = page.getByRole('heading', { level: 2, name: new RegExp(`^${period}`) });
    await expect(previewTitle).toBeVisible();

    // Started twice in a row: the second run finds every line billed and bills nothing.
    await page.getByRole('button', { name: t('runs.run'), exact: true }).click();
    await page.getByRole('button', { name: t('runs.run'), exact: true }).click();
    const runs = page.getByRole('table', { name: t('runs.history') });
    const rowsOfPeriod = runs.getByRole('row').filter({ hasText: period });
    await expect(rowsOfPeriod).toHaveCount(2, { timeout: 30_000 });
    await expect(rowsOfPeriod.filter({ hasText: t('runs.statuses.done') })).toHaveCount(2, { timeout: 60_000 });

    await page.getByRole('button', { name: t('runs.preview'), exact: true }).click();
    await expect(page.getByText(t('runs.previewEmpty'))).toBeVisible();
  });
}
