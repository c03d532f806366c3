import { addDays, brusselsToday } from '@veloport/domain';
import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, DEMO_PASSWORD, submitLogin } from './support/app';
import { journeyLocales, tr, type Locale } from './support/i18n';

/**
 * Two `datetime-local` values at 10:00 on different days from `days` ahead on where Liège's workshop has room: the
 * capacity refuses a Sunday, a holiday or the demo's training day (decision 030).
 */
async function openDays(page: Page, days: number): Promise<[string, string]> {
  const earliest = async (from: string) =>
    (
      (await (await page.request.get(`/api/workshop/capacity/earliest?storeId=1&durationMinutes=60&from=${from}`)).json()) as {
        date: string;
      }
    ).date;
  const first = await earliest(addDays(brusselsToday(), days));
  const second = await earliest(addDays(first, 2));
  return [`${first}T10:00`, `${second}T10:00`];
}

async function signInAs(page: Page, locale: Locale, email: string) {
  await page.goto(`/${locale}`);
  await submitLogin(page, locale, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
}

for (const locale of journeyLocales('nl')) {
  test(`in ${locale}, an employee asks for a repair at the company with a replacement bike; the workshop proposes two dates; the employee refuses one and accepts the other`, async ({
    page,
    browser,
    context,
  }) => {
    test.setTimeout(120_000);
    const t = (key: string, vars?: Record<string, string | number>) => tr(locale, `maintenance:${key}`, vars);
    await acceptCookies(context);

    // The employee asks: at the company, a replacement bike for 3 days; the fees show before sending.
    await signInAs(page, locale, 'employee@acme.test');
    await page.goto(`/${locale}/dashboard/maintenance/new`);
    await expect(page.getByRole('heading', { level: 1, name: t('titles.ask'), exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: t('fields.problem') }).fill('De achterrem wrijft en piept.');
    await page.getByText(t('locations.company'), { exact: true }).click();
    await expect(page.getByRole('radio', { name: t('locations.company'), exact: true })).toBeChecked();
    await page.getByRole('checkbox', { name: t('fields.replacementBike'), exact: true }).check();
    const days = page.getByRole('textbox', { name: t('fields.replacementDays') });
    await days.fill('3');
    await expect(page.getByText(t('fees.total', { amount: '30,00 €' }), { exact: true })).toBeVisible();
    await expect(page.getByText(t('fees.replacementBike', { amount: '30,00 €' }), { exact: true })).toBeVisible();
    await expectAccessible(page, 'request form');
    await page.getByRole('button', { name: t('send'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/maintenance/\\d+$`));
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('heading', { level: 1, name: t('detail.title', { id }), exact: true })).toBeVisible();
    await expect(page.getByText(t('filters.to_schedule'), { exact: true })).toBeVisible();

    // The workshop proposes two dates.
    const workshopContext = await browser.newContext();
    await acceptCookies(workshopContext);
    const workshop = await workshopContext.newPage();
    try {
      await signInAs(workshop, locale, 'mechanic@veloport.test');
      await workshop.goto(`/${locale}/dashboard/entretiens/${id}/details`);
      await expect(workshop.getByRole('heading', { level: 1, name: t('detail.title', { id }), exact: true })).toBeVisible();
      const [first, second] = await openDays(workshop, 7);
      await workshop.getByLabel(t('workshop.dateN', { n: 1 }), { exact: true }).fill(first);
      await workshop.getByLabel(t('workshop.dateN', { n: 2 }), { exact: true }).fill(second);
      await workshop.getByRole('button', { name: t('workshop.propose'), exact: true }).click();
      await expect(workshop.getByText(t('proposalStatuses.proposed'), { exact: true })).toHaveCount(2);
      await expectAccessible(workshop, 'workshop detail');
    } finally {
      await workshopContext.close();
    }

    // The employee refuses the first with a comment (required) and accepts the second.
    await page.reload();
    const proposals = page.getByTestId(/^proposal-/);
    await expect(proposals).toHaveCount(2);
    const first = proposals.nth(0);
    const second = proposals.nth(1);
    await first.getByRole('button', { name: new RegExp(tr(locale, 'maintenance:dates.refuse'), 'i') }).click();
    await first.getByRole('button', { name: t('dates.sendRefusal'), exact: true }).click();
    await expect(first.getByText(tr(locale, 'errors:fields.required'), { exact: true })).toBeVisible();
    await first.getByRole('textbox', { name: t('dates.refusalComment') }).fill('Dan ben ik met verlof.');
    await first.getByRole('button', { name: t('dates.sendRefusal'), exact: true }).click();
    await expect(first.getByText(t('proposalStatuses.refused'), { exact: true })).toBeVisible();
    await expect(first.getByText(t('dates.comment', { comment: 'Dan ben ik met verlof.' }), { exact: true })).toBeVisible();
    await expect(page.getByText(t('filters.waiting_client_answer'), { exact: true })).toBeVisible();

    await second.getByRole('button', { name: new RegExp(tr(locale, 'maintenance:dates.accept'), 'i') }).click();
    await expect(second.getByText(t('proposalStatuses.accepted'), { exact: true })).toBeVisible();
    await expect(page.getByText(t('filters.automatically_scheduled'), { exact: true })).toBeVisible();
    await expect(page.getByText(new RegExp(t('dates.planned', { date: 'X' }).split('X')[0]!))).toBeVisible();
    await expectAccessible(page, 'request detail after the answers');

    // Their list shows it planned, under their bikes.
    await page.getByRole('link', { name: t('back.mine'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('titles.mine'), exact: true })).toBeVisible();
    await expect(
      page
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: t('detail.title', { id }), exact: true }) })
        .getByText(t('filters.automatically_scheduled'), { exact: true }),
    ).toBeVisible();
    await expectAccessible(page, 'my maintenance');
  });
}
