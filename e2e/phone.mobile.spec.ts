import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { acceptCookies, createAccount, signIn } from './support/app';
import { journeyLocales, tr } from './support/i18n';

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

for (const locale of journeyLocales('en')) {
  test(`in ${locale}: on a phone the navigation sits behind the burger and my settings fit the screen`, async ({ page }) => {
    const account = await createAccount(locale, 'Phoebe');
    await signIn(page, locale, account);
    await expectAccessible(page, 'dashboard on a phone');

    const navigation = page.getByRole('navigation', { name: tr(locale, 'common:layout.mainNavigation'), exact: true });
    const settingsLink = navigation.getByRole('link', { name: tr(locale, 'common:nav.userSettings'), exact: true });
    const burger = page.getByRole('button', { name: tr(locale, 'common:layout.toggleNavigation'), exact: true });
    await expect(burger).toBeVisible();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(settingsLink).not.toBeInViewport();

    await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(navigation.getByRole('link', { name: tr(locale, 'dashboard:nav.dashboard'), exact: true })).toBeInViewport();
    await expect(settingsLink).toBeInViewport();
    await expect(navigation.getByRole('link', { name: tr(locale, 'dashboard:nav.apiDocs'), exact: true })).toHaveCount(0);

    await settingsLink.click();
    await expect(page).toHaveURL(`/${locale}/dashboard/user-settings`);
    await expect(page.getByRole('heading', { level: 1, name: tr(locale, 'settings:title'), exact: true })).toBeVisible();
    // Following a link closes the navigation again.
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(settingsLink).not.toBeInViewport();

    const overflow = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.innerWidth);
    await expectAccessible(page, 'user-settings on a phone');
  });
}
