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
