import path from 'node:path';
import { expect, test, type Browser, type Page } from './support/test';
import { acceptCookies, DEMO_PASSWORD, signIn } from './support/app';
import { journeyLocales, tr, trPattern, type Locale } from './support/i18n';

// Issue 13, decision 038: an Acme employee reports a flat tyre with a photo from a finished reservation; the fleet
// manager finds it, takes it in hand, and reads the usage statistics with their downloads; the employee reads their
// own statistics since April 2024.
const EMPLOYEE = { email: 'employee@acme.test', password: DEMO_PASSWORD, language: 'fr', firstname: 'Emile' } as const;
const FLEET = { email: 'fleet@acme.test', password: DEMO_PASSWORD, language: 'nl', firstname: 'Fiona' } as const;
const PHOTO = path.resolve(import.meta.dirname, 'fixtures/avatar.png');

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

async function signedInPage(browser: Browser, locale: Locale, account: typeof EMPLOYEE | typeof FLEET) {
  const context = await browser.newContext();
  await acceptCookies(context);
  const page = await context.newPage();
  await signIn(page, locale, account);
  return page;
}

for (const locale of journeyLocales('nl')) {
  test(`an employee reports a flat tyre with a photo; the fleet manager takes it in hand and reads the statistics (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const emile = await signedInPage(browser, locale, EMPLOYEE);
    await emile.goto(`/${locale}/dashboard/reservations/mine`);
    await expect(heading(emile, tr(locale, 'sharing:mine.title'))).toBeVisible();
    await emile.getByText(tr(locale, 'sharing:groups.finished'), { exact: true }).click();
    await emile
      .getByRole('link', { name: tr(locale, 'assistance:reportProblem') })
      .first()
      .click();
    await expect(heading(emile, tr(locale, 'assistance:create.title'))).toBeVisible();
    await emile.getByRole('radio', { name: tr(locale, 'assistance:kinds.flat_tyre') }).check();
    await emile.getByRole('textbox', { name: tr(locale, 'assistance:fields.comment') }).fill('Voorband plat bij aankomst');
    await emile.locator('input[type="file"]').setInputFiles(PHOTO);
    await emile.getByRole('button', { name: tr(locale, 'assistance:create.submit') }).click();
    await expect(emile.getByText(tr(locale, 'assistance:detail.created'))).toBeVisible();
    await expect(
      emile.getByRole('img', { name: trPattern(locale, 'assistance:detail.photoAlt', { kind: '.+', frame: 'ACMESHARE\\d+' }) }),
    ).toBeVisible();
    const reportUrl = emile.url();

    const fiona = await signedInPage(browser, locale, FLEET);
    await fiona.goto(`/${locale}/dashboard/reservations/assistance`);
    await expect(heading(fiona, tr(locale, 'assistance:list.title'))).toBeVisible();
    await fiona.goto(reportUrl);
    await expect(fiona.getByText('Voorband plat bij aankomst')).toBeVisible();
    await fiona.getByRole('button', { name: tr(locale, 'assistance:detail.moveTo.in_progress') }).click();
    await expect(fiona.getByText(trPattern(locale, 'assistance:detail.step', { at: '.+', name: 'Fiona Fleet' }))).toBeVisible();

    await fiona.goto(`/${locale}/dashboard/fleet/usage-statistics`);
    await expect(heading(fiona, tr(locale, 'sharingStats:usage.title'))).toBeVisible();
    const perBike = fiona.getByRole('table', { name: tr(locale, 'sharingStats:usage.perBike') });
    await expect(perBike.getByRole('rowheader', { name: 'ACMESHARE001' })).toBeVisible();
    const csv = await fiona
      .getByRole('link', { name: tr(locale, 'sharingStats:download.csv', { table: tr(locale, 'sharingStats:usage.perBike') }) })
      .getAttribute('href');
    const download = await fiona.request.get(csv!);
    expect(download.status()).toBe(200);
    expect(await download.text()).toContain('ACMESHARE001');

    await emile.goto(`/${locale}/dashboard/reservations/statistics`);
    await expect(heading(emile, tr(locale, 'sharingStats:mine.title'))).toBeVisible();
    await emile.getByRole('combobox', { name: tr(locale, 'sharingStats:mine.year') }).selectOption('2024');
    await expect(emile.getByRole('table', { name: tr(locale, 'sharingStats:mine.table', { year: '2024' }) })).toBeVisible();
  });
}
