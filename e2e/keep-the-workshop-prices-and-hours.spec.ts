import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, DEMO_PASSWORD, signIn } from './support/app';
import { dayFromToday } from './support/dates';
import { journeyLocales, tr, type Locale } from './support/i18n';

// Decision 030: the workshop's price list (three languages required) and the mechanics' hours per store.
const ADMIN = { email: 'admin@veloport.test', password: DEMO_PASSWORD, language: 'fr', firstname: 'Anne' } as const;
const MECHANIC = { email: 'mechanic@veloport.test', password: DEMO_PASSWORD, language: 'fr', firstname: 'Marc' } as const;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const nav = (page: Page, locale: Locale) => page.getByRole('navigation', { name: tr(locale, 'common:layout.mainNavigation'), exact: true });
const w = (locale: Locale, key: string, vars: Record<string, string | number> = {}) => tr(locale, `workshop:${key}`, vars);

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

journeyLocales('en').forEach((locale, index) => {
  test(`in ${locale}: an admin adds a service in three languages, changes its price and finds it; then sets a store's hours`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const stamp = `${locale.toUpperCase()}${Date.now()}`;
    await signIn(page, 'fr', ADMIN);
    await page.goto(`/${locale}/dashboard`);
    await nav(page, locale)
      .getByRole('link', { name: tr(locale, 'dashboard:nav.servicePrices'), exact: true })
      .click();
    await expect(heading(page, w(locale, 'prices.title'))).toBeVisible();
    await expect(page.getByRole('link', { name: /Brake adjustment|Réglage des freins|Remmen afstellen/ }).first()).toBeVisible();

    await page.getByRole('link', { name: w(locale, 'prices.create'), exact: true }).click();
    await expect(heading(page, w(locale, 'prices.create'))).toBeVisible();
    await page.getByRole('textbox', { name: w(locale, 'prices.fields.descriptionFr') }).fill(`Rayon cassé ${stamp}`);
    await page.getByRole('textbox', { name: w(locale, 'prices.fields.descriptionEn') }).fill(`Broken spoke ${stamp}`);
    await page.getByRole('textbox', { name: w(locale, 'prices.fields.price') }).fill('15');
    await page.getByRole('combobox', { name: w(locale, 'prices.fields.store') }).selectOption({ label: 'Bruxelles' });
    await page.getByRole('button', { name: w(locale, 'prices.createSubmit'), exact: true }).click();
    // Spec §5: the three languages are required.
    await expect(page.getByText(tr(locale, 'errors:api.translations_required'), { exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: w(locale, 'prices.fields.descriptionNl') }).fill(`Gebroken spaak ${stamp}`);
    await page.getByRole('button', { name: w(locale, 'prices.createSubmit'), exact: true }).click();
    const title = { fr: `Rayon cassé ${stamp}`, en: `Broken spoke ${stamp}`, nl: `Gebroken spaak ${stamp}` }[locale];
    await expect(heading(page, title)).toBeVisible();

    await page.getByRole('textbox', { name: w(locale, 'prices.fields.price') }).fill('17.5'.replace('.', locale === 'en' ? '.' : ','));
    await page.getByRole('button', { name: w(locale, 'prices.save'), exact: true }).click();
    await expect(page.getByText(w(locale, 'prices.saved'), { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: w(locale, 'prices.tabs.history'), exact: true }).click();
    await expect(page.getByText('17,50 €').first()).toBeVisible();
    await expectAccessible(page, 'service history');

    await page.getByRole('link', { name: w(locale, 'prices.backToList'), exact: true }).click();
    await page.getByRole('searchbox', { name: w(locale, 'prices.search'), exact: true }).fill(stamp);
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: title })).toContainText('17,50 €');

    // Capacity: Brussels works this Saturday only half a day, and is closed in three weeks.
    await expect(page).toHaveURL(new RegExp(`q=${stamp}`));
    await nav(page, locale)
      .getByRole('link', { name: tr(locale, 'dashboard:nav.workshopCapacity'), exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/entretiens/capacity$`));
    await expect(heading(page, w(locale, 'capacity.title'))).toBeVisible();
    await expect(page.getByText(new RegExp(`, Liège$`)).first()).toBeVisible();
    const brussels = page.getByRole('region', { name: 'Bruxelles', exact: true });
    await brussels
      .getByRole('textbox', { name: w(locale, 'capacity.hoursOf', { day: w(locale, 'capacity.weekdays.saturday') }) })
      .fill('4');
    await brussels.getByRole('button', { name: w(locale, 'capacity.addException'), exact: true }).click();
    const closed = dayFromToday(21 + index); // one day per language run: a store has one exception a day
    await brussels.getByLabel(tr(locale, 'workshop:capacity.exceptionDate'), { exact: true }).last().fill(closed.shown);
    await brussels.getByRole('button', { name: w(locale, 'capacity.save', { store: 'Bruxelles' }), exact: true }).click();
    await expect(page.getByText(w(locale, 'capacity.saved', { store: 'Bruxelles' }), { exact: true })).toBeVisible();
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'Bruxelles', exact: true })
        .getByRole('textbox', { name: w(locale, 'capacity.hoursOf', { day: w(locale, 'capacity.weekdays.saturday') }) }),
    ).toHaveValue('4');
    await expectAccessible(page, 'capacity');
  });
});

test('a mechanic reads the price list and the hours but cannot change them', async ({ page }) => {
  await signIn(page, 'fr', MECHANIC);
  await nav(page, 'fr')
    .getByRole('link', { name: tr('fr', 'dashboard:nav.servicePrices'), exact: true })
    .click();
  await expect(heading(page, w('fr', 'prices.title'))).toBeVisible();
  await expect(page.getByRole('link', { name: w('fr', 'prices.create'), exact: true })).toHaveCount(0);
  await nav(page, 'fr')
    .getByRole('link', { name: tr('fr', 'dashboard:nav.workshopCapacity'), exact: true })
    .click();
  await expect(page.getByText(w('fr', 'capacity.readOnly'), { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: w('fr', 'capacity.save', { store: 'Liège' }), exact: true })).toHaveCount(0);
});
