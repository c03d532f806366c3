import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, DEMO_PASSWORD, submitLogin } from './support/app';
import { dayFromToday } from './support/dates';
import { journeyLocales, tr } from './support/i18n';

/*
 * The accountant's software (decisions 107, 117) against the local fake of Horus that the portal under test is
 * registered with (e2e/support/global-setup.ts): the admin connects the folder through Horus's consent page, sends a
 * period, watches the entries and their documents go, then reads back what the accountant did.
 */
test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

for (const locale of journeyLocales('nl')) {
  test(`in ${locale}, an admin connects the Horus folder, sends two months of entries with their documents, and reads back`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const t = (key: string, vars?: Record<string, string | number>) => tr(locale, `books:${key}`, vars);
    await page.goto(`/${locale}`);
    await submitLogin(page, locale, 'admin@veloport.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);

    // Two months up to today: the demo's bills and purchases, whatever the day of the month.
    const from = dayFromToday(-62);
    const to = dayFromToday(0);
    await page.goto(`/${locale}/dashboard/horusApis/settings?from=${from}&to=${to}`);
    const horus = page.getByRole('region', { name: t('horus.title'), exact: true });
    await expect(horus.getByRole('heading', { name: t('horus.title'), exact: true })).toBeVisible();

    // Connect: Horus's consent page (the fake approves at once) sends the browser back, connected.
    await horus.getByLabel(t('horus.folder')).fill('F-1042');
    await horus.getByRole('button', { name: new RegExp(`^(${t('horus.connect')}|${t('horus.reconnect')})$`) }).click();
    await expect(page.getByText(t('horus.backConnected'), { exact: true })).toBeVisible();
    await expect(horus.getByText(/F-1042/)).toBeVisible();
    await expectAccessible(page, 'Horus connected');

    // Send the period: the counts follow the job queue until nothing is pending.
    await page.goto(`/${locale}/dashboard/horusApis/settings?from=${from}&to=${to}`);
    await horus.getByRole('button', { name: t('horus.sync'), exact: true }).click();
    const counts = horus.locator('[aria-live=polite]').first();
    const countOf = async (label: string) =>
      Number(await counts.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]').textContent());
    await expect
      .poll(async () => ({ pending: await countOf(t('sync.pending')), sent: (await countOf(t('sync.sent'))) > 0 }), { timeout: 60_000 })
      .toEqual({ pending: 0, sent: true });
    expect(await countOf(t('sync.failed'))).toBe(0);

    // The documents went with them: PDFs and UBLs sent, none refused.
    const files = horus.getByRole('region', { name: t('horus.attachments') });
    await expect(files).toBeVisible();
    await expect
      .poll(
        async () => Number(await files.getByText(t('sync.sent'), { exact: true }).locator('xpath=following-sibling::*[1]').textContent()),
        {
          timeout: 60_000,
        },
      )
      .toBeGreaterThan(0);

    // Read back: nothing changed by the accountant yet, said in so many words.
    await horus.getByRole('button', { name: t('horus.readBack'), exact: true }).click();
    await expect(horus.getByText(t('horus.readBackDone', { changed: 0, paid: 0, toCheck: 0 }), { exact: true })).toBeVisible();
    await expectAccessible(page, 'Horus sent and read back');
  });
}
