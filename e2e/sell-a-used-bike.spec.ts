import path from 'node:path';
import { formatCount } from '@veloport/domain';
import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, DEMO_PASSWORD, signIn } from './support/app';
import { dayFromToday } from './support/dates';
import { journeyLocales, optionalLabel, tr, type Locale } from './support/i18n';

const ADMIN = { email: 'admin@veloport.test', password: DEMO_PASSWORD, language: 'fr', firstname: 'Anne' } as const;
const PHOTO = path.join(import.meta.dirname, 'fixtures', 'avatar.png');

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const nav = (page: Page, locale: Locale) => page.getByRole('navigation', { name: tr(locale, 'common:layout.mainNavigation'), exact: true });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** An amount as the user types it: a comma in French and Dutch, a point in English. */
const typed = (locale: Locale, euros: string) => (locale === 'en' ? euros : euros.replace('.', ','));

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

journeyLocales('fr').forEach((locale, index) => {
  test.describe(`in ${locale}`, () => {
    test('an admin lists a used bike with a photo, a visitor finds it with its price, then the buy-back and its resale show the margin', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const stamp = `${locale.toUpperCase()}${Date.now()}`;
      const title = `E2E Gazelle ${stamp}`;
      // A different price per locale, with thousands, so that the §9 format (space, comma, euro) shows.
      const price = { typed: typed(locale, `12${index}4.50`), shown: `1 2${index}4,50 €` };

      // The back-office list, then a new listing.
      await signIn(page, locale, ADMIN);
      await page.goto(`/${locale}/dashboard`);
      await nav(page, locale)
        .getByRole('link', { name: tr(locale, 'dashboard:nav.usedBikes'), exact: true })
        .click();
      await expect(page).toHaveURL(`/${locale}/dashboard/occasion/list`);
      await expect(heading(page, tr(locale, 'catalog:used.title'))).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
      await expectAccessible(page, 'used bikes');

      await page.getByRole('link', { name: tr(locale, 'catalog:used.create'), exact: true }).click();
      await expect(heading(page, tr(locale, 'catalog:used.create'))).toBeVisible();
      await field(page, tr(locale, 'catalog:used.fields.title')).fill(title);
      await field(page, tr(locale, 'catalog:fields.brand')).fill('Gazelle');
      await field(page, tr(locale, 'catalog:fields.model')).fill(`Ultimate ${stamp}`);
      await field(page, optionalLabel(locale, 'catalog:fields.year')).fill('2022');
      await field(page, optionalLabel(locale, 'catalog:used.fields.mileageKm')).fill('1800');
      await field(page, tr(locale, 'catalog:used.fields.condition')).selectOption({
        label: tr(locale, 'catalog:used.conditions.excellent'),
      });
      await field(page, tr(locale, 'catalog:used.fields.price')).fill(price.typed);
      // Mantine's switch label holds its hint too.
      await page
        .getByRole('switch', {
          name: `${tr(locale, 'catalog:used.fields.published')} ${tr(locale, 'catalog:used.publishedHint')}`,
          exact: true,
        })
        .check();
      await expectAccessible(page, 'used bike form');
      await page.getByRole('button', { name: tr(locale, 'catalog:used.createSubmit'), exact: true }).click();

      await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/occasion/\\d+$`));
      await expect(heading(page, title)).toBeVisible();
      // The badge by the title (the form's switch says the same word).
      await expect(page.getByText(tr(locale, 'catalog:used.published'), { exact: true }).first()).toBeVisible();
      await expect(page.getByText(`${price.shown} · ${tr(locale, 'catalog:used.conditions.excellent')}`, { exact: true })).toBeVisible();
      await expect(page.getByText(tr(locale, 'dashboard:photos.none'), { exact: true })).toBeVisible();

      // A photo, chosen like a user does.
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: tr(locale, 'dashboard:photos.add'), exact: true }).click();
      await (await chooser).setFiles(PHOTO);
      await expect(page.getByText(tr(locale, 'dashboard:photos.added'), { exact: true })).toBeVisible();
      await expect(
        page.getByRole('img', { name: tr(locale, 'dashboard:photos.alt', { name: title, position: 1 }), exact: true }),
      ).toBeVisible();
      await expect(page.getByText(tr(locale, 'dashboard:photos.none'), { exact: true })).toHaveCount(0);
      await expectAccessible(page, 'used bike detail');

      // An anonymous visitor sees it on the public used-bike page, with its price in the Belgian format.
      const visitorContext = await browser.newContext();
      await acceptCookies(visitorContext);
      const visitor = await visitorContext.newPage();
      try {
        await visitor.goto(`/${locale}/used-bikes`);
        await expect(heading(visitor, tr(locale, 'public:usedBikes.title'))).toBeVisible();
        const card = visitor.getByRole('article').filter({ has: visitor.getByRole('link', { name: title, exact: true }) });
        await expect(card).toBeVisible();
        await expect(card.getByText(price.shown, { exact: true })).toBeVisible();
        await expect(card.getByText(tr(locale, 'public:condition.excellent'), { exact: true })).toBeVisible();
        await expect(card.getByText(`2022 · ${formatCount(1800)} km`, { exact: true })).toBeVisible();
        await expectAccessible(visitor, 'public used bikes');

        await card.getByRole('link', { name: title, exact: true }).click();
        await expect(visitor).toHaveURL(new RegExp(`/${locale}/used-bikes/\\d+$`));
        await expect(heading(visitor, title)).toBeVisible();
        await expect(visitor.getByText(price.shown, { exact: true })).toBeVisible();
        const photo = visitor.getByRole('img', { name: tr(locale, 'public:bike.photoAlt', { name: title, n: 1 }), exact: true });
        await expect(photo).toBeVisible();
        await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        await expect(
          visitor.getByRole('row', { name: `${tr(locale, 'public:usedBikes.condition')} ${tr(locale, 'public:condition.excellent')}` }),
        ).toBeVisible();
        await expectAccessible(visitor, 'public used bike');
      } finally {
        await visitorContext.close();
      }

      // The buy-back of that bike, then its resale: the margin is what it was sold for minus what we paid.
      await page.getByRole('link', { name: tr(locale, 'catalog:used.backToList'), exact: true }).click();
      await expect(heading(page, tr(locale, 'catalog:used.title'))).toBeVisible();
      await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
      await page.getByRole('link', { name: tr(locale, 'catalog:buyBacks.title'), exact: true }).click();
      await expect(page).toHaveURL(`/${locale}/dashboard/occasion/rachat-vente`);
      await expect(heading(page, tr(locale, 'catalog:buyBacks.title'))).toBeVisible();
      await expectAccessible(page, 'buy-backs');

      const seller = `Jean Vendeur ${stamp}`;
      await field(page, tr(locale, 'catalog:buyBacks.fields.description')).fill(title);
      await field(page, tr(locale, 'catalog:buyBacks.fields.seller')).fill(seller);
      // Bought three days ago, resold yesterday: typed day/month/year, as every date is shown.
      const boughtOn = dayFromToday(-3);
      const resoldOn = dayFromToday(-1);
      await field(page, tr(locale, 'catalog:buyBacks.fields.boughtOn')).fill(boughtOn.shown);
      await field(page, tr(locale, 'catalog:buyBacks.fields.pricePaid')).fill('800');
      await page.getByRole('button', { name: tr(locale, 'catalog:buyBacks.recordSubmit'), exact: true }).click();
      await expect(page.getByText(tr(locale, 'catalog:buyBacks.recorded'), { exact: true })).toBeVisible();
      const row = page.getByRole('row').filter({ hasText: seller });
      await expect(row).toBeVisible();
      await expect(row.getByRole('cell', { name: '800,00 €', exact: true })).toBeVisible();
      await expect(row.getByRole('cell', { name: boughtOn.shown, exact: true })).toBeVisible();
      await expect(row.getByRole('cell', { name: '—', exact: true })).toBeVisible();
      // The form is empty again for the next one.
      await expect(field(page, tr(locale, 'catalog:buyBacks.fields.seller'))).toHaveValue('');

      await row.getByRole('button', { name: tr(locale, 'catalog:buyBacks.resaleFor', { description: title }), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: tr(locale, 'catalog:buyBacks.resaleTitle'), exact: true });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel(tr(locale, 'catalog:buyBacks.fields.resoldOn'), { exact: true }).fill(resoldOn.shown);
      await dialog.getByLabel(tr(locale, 'catalog:buyBacks.fields.resalePrice'), { exact: true }).fill(price.typed);
      const margin = `4${index}4,50 €`;
      await expect(dialog.getByText(tr(locale, 'catalog:buyBacks.marginPreview', { margin }), { exact: true })).toBeVisible();
      await expectAccessible(page, 'resale dialog');
      await dialog.getByRole('button', { name: tr(locale, 'catalog:buyBacks.resaleSubmit'), exact: true }).click();
      await expect(page.getByText(tr(locale, 'catalog:buyBacks.resold', { margin }), { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(row.getByRole('cell', { name: margin, exact: true })).toBeVisible();
      await expect(row.getByRole('cell', { name: `${price.shown} (${resoldOn.shown})`, exact: true })).toBeVisible();
      await expect(row.getByRole('button')).toHaveCount(0);

      // The resold filter keeps it; the not-resold one does not.
      await field(page, tr(locale, 'catalog:buyBacks.resoldFilter')).selectOption('false');
      await expect(page).toHaveURL(/resold=false/);
      await expect(page.getByRole('row').filter({ hasText: seller })).toHaveCount(0);
      await field(page, tr(locale, 'catalog:buyBacks.resoldFilter')).selectOption('true');
      await expect(page.getByRole('row').filter({ hasText: seller })).toBeVisible();
    });
  });
});
