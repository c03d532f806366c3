import { expect, test, type Browser, type Locator, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, DEMO_PASSWORD, signIn } from './support/app';
import { dayFromToday } from './support/dates';
import { journeyLocales, LOCALES, tr, type Locale } from './support/i18n';

const ADMIN = { email: 'admin@veloport.test', password: DEMO_PASSWORD, language: 'fr', firstname: 'Anne' } as const;
const SATURDAY = 6;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const nav = (page: Page, locale: Locale) => page.getByRole('navigation', { name: tr(locale, 'common:layout.mainNavigation'), exact: true });

const day = (days: number) => dayFromToday(days);

/** The index of the first opening span of `weekday` among a store's rows, read from each row's day select. */
async function spanIndex(panel: Locator, locale: Locale, weekday: number) {
  const days = panel.getByRole('combobox', { name: tr(locale, 'catalog:schedule.weekday'), exact: true });
  const values = await days.evaluateAll((selects) => selects.map((s) => (s as HTMLSelectElement).value));
  const index = values.indexOf(String(weekday));
  expect(index, `a span on day ${weekday}`).toBeGreaterThanOrEqual(0);
  return index;
}

/** The public footer's block for one store, as a visitor of the home page sees it. */
async function visitStoreHours(browser: Browser, locale: Locale, store: string, check: (hours: Locator, page: Page) => Promise<void>) {
  const context = await browser.newContext();
  await acceptCookies(context);
  const page = await context.newPage();
  try {
    await page.goto(`/${locale}/home`);
    await expect(heading(page, tr(locale, 'home:title'))).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { level: 2, name: tr(locale, 'public:footer.hours'), exact: true })).toBeVisible();
    const storeHeading = page.getByRole('heading', { level: 3, name: store, exact: true });
    await expect(footer.getByRole('heading', { level: 3, name: store, exact: true })).toBeVisible();
    // The innermost block holding the store's name: its hours and closures.
    await check(footer.locator('div').filter({ has: storeHeading }).last(), page);
  } finally {
    await context.close();
  }
}

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

journeyLocales('nl').forEach((locale, index) => {
  test.describe(`in ${locale}`, () => {
    test('an admin changes a store’s Saturday hours and plans a closure; the public site shows both, and no longer the closure once removed', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const stamp = `${locale.toUpperCase()}${Date.now()}`;
      // A closing time of this run (16:10 to 16:58), a closure of a few days, a reason of its own.
      const closes = `16:${String(10 + (Date.now() % 49)).padStart(2, '0')}`;
      const from = day(10 + index * 3);
      const to = day(11 + index * 3);
      const reason = { fr: `Inventaire ${stamp}`, en: `Stocktaking ${stamp}`, nl: `Inventaris ${stamp}` };
      const closureText = `${tr(locale, 'public:footer.closure', { from: from.shown, to: to.shown })} (${reason[locale]})`;
      const saturday = tr(locale, 'public:weekdays.6');

      await signIn(page, locale, ADMIN);
      const schedule = (await (await page.request.get(`/api/shop/schedule?lang=${locale}`)).json()) as {
        stores: { locationId: number; name: string; hours: { weekday: number; opens: string }[] }[];
      };
      // The locales take turns between the stores.
      const store = schedule.stores[index % schedule.stores.length]!;
      const opens = store.hours.find((h) => h.weekday === SATURDAY)!.opens;

      await page.goto(`/${locale}/dashboard`);
      await nav(page, locale)
        .getByRole('link', { name: tr(locale, 'dashboard:nav.shopSchedule'), exact: true })
        .click();
      await expect(page).toHaveURL(`/${locale}/dashboard/shop/schedule`);
      await expect(heading(page, tr(locale, 'catalog:schedule.title'))).toBeVisible();
      await page.getByRole('tab', { name: store.name, exact: true }).click();
      const panel = page.getByRole('tabpanel', { name: store.name, exact: true });
      await expect(
        panel.getByRole('heading', { name: tr(locale, 'catalog:schedule.hours', { store: store.name }), exact: true }),
      ).toBeVisible();
      await expectAccessible(page, 'shop schedule');

      // Saturday closes at another time.
      const row = await spanIndex(panel, locale, SATURDAY);
      await panel.getByLabel(tr(locale, 'catalog:schedule.closes'), { exact: true }).nth(row).fill(closes);

      // A closure, with its reason in the three languages.
      await panel.getByRole('button', { name: tr(locale, 'catalog:schedule.addClosure'), exact: true }).click();
      // Typed day/month/year, as shown.
      const fromField = panel.getByLabel(tr(locale, 'catalog:schedule.from'), { exact: true }).last();
      await expect(fromField).toHaveAttribute('placeholder', tr(locale, 'common:dateField.placeholder'));
      await fromField.fill(from.shown);
      await panel.getByLabel(tr(locale, 'catalog:schedule.to'), { exact: true }).last().fill(to.shown);
      await expect(fromField).toHaveValue(from.shown);
      for (const l of LOCALES)
        await panel
          .getByLabel(tr(locale, `catalog:schedule.reason.${l}`), { exact: true })
          .last()
          .fill(reason[l]);
      await expectAccessible(page, 'shop schedule with a new closure');
      await page.getByRole('button', { name: tr(locale, 'catalog:schedule.save'), exact: true }).click();
      await expect(page.getByText(tr(locale, 'catalog:schedule.saved'), { exact: true })).toBeVisible();
      const removeClosure = panel.getByRole('button', {
        name: tr(locale, 'catalog:schedule.removeClosure', { from: from.shown, to: to.shown }),
        exact: true,
      });
      await expect(removeClosure).toBeVisible();

      // A visitor reads the new hours and the closure in the footer of the public site.
      await visitStoreHours(browser, locale, store.name, async (hours, visitor) => {
        const saturdayLine = hours
          .locator('dl > div')
          .filter({ has: visitor.getByRole('term').filter({ hasText: new RegExp(`^${saturday}$`) }) });
        await expect(saturdayLine.getByRole('definition')).toHaveText(`${opens}–${closes}`);
        await expect(hours.getByText(closureText, { exact: true })).toBeVisible();
        await expectAccessible(visitor, 'public home with opening hours');
      });

      // The closure is called off: the public site no longer shows it, the new hours stay.
      await removeClosure.click();
      await expect(removeClosure).toHaveCount(0);
      await page.getByRole('button', { name: tr(locale, 'catalog:schedule.save'), exact: true }).click();
      await expect(page.getByText(tr(locale, 'catalog:schedule.saved'), { exact: true }).first()).toBeVisible();
      await page.reload();
      await page.getByRole('tab', { name: store.name, exact: true }).click();
      await expect(panel.getByLabel(tr(locale, 'catalog:schedule.closes'), { exact: true }).nth(row)).toHaveValue(closes);
      await expect(removeClosure).toHaveCount(0);

      await visitStoreHours(browser, locale, store.name, async (hours, visitor) => {
        const saturdayLine = hours
          .locator('dl > div')
          .filter({ has: visitor.getByRole('term').filter({ hasText: new RegExp(`^${saturday}$`) }) });
        await expect(saturdayLine.getByRole('definition')).toHaveText(`${opens}–${closes}`);
        await expect(hours.getByText(closureText, { exact: true })).toHaveCount(0);
      });
    });
  });
});
