import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, DEMO_PASSWORD, signIn } from './support/app';
import { tr } from './support/i18n';

const ADMIN = { email: 'admin@veloport.test', password: DEMO_PASSWORD, language: 'fr', firstname: 'Anne' } as const;

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

test('on a phone, the used bikes, buy-backs, shop schedule, migration and external bikes fit the screen', async ({ page }) => {
  test.setTimeout(120_000);
  const locale = 'nl';
  await signIn(page, locale, ADMIN);
  for (const [path, title] of [
    ['occasion/list', 'catalog:used.title'],
    ['occasion/create', 'catalog:used.create'],
    ['occasion/rachat-vente', 'catalog:buyBacks.title'],
    ['shop/schedule', 'catalog:schedule.title'],
    ['cyclesoftware-migration', 'catalog:migration.title'],
    ['external-bikes/list', 'catalog:external.title'],
    ['external-bikes/create', 'catalog:external.create'],
  ] as const) {
    await page.goto(`/${locale}/dashboard/${path}`);
    await expect(page.getByRole('heading', { level: 1, name: tr(locale, title), exact: true })).toBeVisible();
    await expect(page.getByLabel(tr(locale, 'common:loading'), { exact: true })).toHaveCount(0);
    const overflow = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
    expect(overflow.scrollWidth, path).toBeLessThanOrEqual(overflow.innerWidth);
    await expectAccessible(page, `${path} on a phone`);
  }
});

test('on a 360 px phone, a date field takes dd/mm/yyyy and its calendar fits the screen', async ({ page }) => {
  test.setTimeout(90_000);
  const locale = 'nl';
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, locale, ADMIN);
  await page.goto(`/${locale}/dashboard/occasion/rachat-vente`);
  await expect(page.getByRole('heading', { level: 1, name: tr(locale, 'catalog:buyBacks.title'), exact: true })).toBeVisible();
  const boughtOn = page.getByLabel(tr(locale, 'catalog:buyBacks.fields.boughtOn'), { exact: true });
  await boughtOn.fill('');
  await expect(boughtOn).toHaveAttribute('placeholder', 'dd/mm/jjjj');
  await boughtOn.fill('25/12/2025');
  // The calendar opens in Dutch, on the typed month, inside the screen.
  const next = page.getByRole('button', { name: tr(locale, 'common:dateField.nextMonth'), exact: true });
  await expect(next).toBeVisible();
  await expect(page.getByRole('button', { name: 'december 2025', exact: true })).toBeVisible();
  const box = await page.locator('[data-dates-dropdown]').boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360, `calendar at ${JSON.stringify(box)}`).toBe(true);
  const overflow = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
  expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.innerWidth);
  await expectAccessible(page, 'buy-backs with the calendar open on a 360 px phone');
  await boughtOn.press('Tab');
  await expect(next).toBeHidden();
  await expect(boughtOn).toHaveValue('25/12/2025');
});
