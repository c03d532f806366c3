/**
 * Every screen on a small phone (360 px wide, the narrowest common Android width; the project's Pixel 7 is 412): each one opens with its heading and never makes the page wider than the screen
 * (a table scrolls inside its own box, not the page). One language: whether a screen is translated is
 * every-screen.spec.ts's job; this is about the layout, which is the same in each.
 */
import { expect, test, type Page } from './support/test';
import { acceptCookies } from './support/app';
import { adminScreens, employeeScreens, fleetManagerScreens, mechanicScreens, publicPages, signInAs, visitAll } from './support/screens';

const locale = 'fr';

// Issue 25, point 6: lists scrolled sideways at 360 px while the Pixel 7's 412 px hid it.
test.use({ viewport: { width: 360, height: 780 } });

/** The page itself must not scroll sideways; a phone user would have to pan to read it. */
function fitsTheScreen(page: Page) {
  return async (path: string) => {
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.scrollingElement!.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth, `${path} is ${scrollWidth}px wide on a ${innerWidth}px screen`).toBeLessThanOrEqual(innerWidth);
  };
}

test('every back-office screen fits a phone', async ({ page, context }) => {
  test.setTimeout(240_000);
  await signInAs(page, context, locale, 'admin@veloport.test');
  await visitAll(page, locale, await adminScreens(page), fitsTheScreen(page));
});

test('every fleet-manager and employee screen fits a phone', async ({ page, context }) => {
  await signInAs(page, context, locale, 'fleet@acme.test');
  await visitAll(page, locale, await fleetManagerScreens(page), fitsTheScreen(page));
  await context.clearCookies();
  await signInAs(page, context, locale, 'employee@acme.test');
  await visitAll(page, locale, await employeeScreens(page), fitsTheScreen(page));
});

test('every screen of the mechanic fits a phone, the day’s tour first', async ({ page, context }) => {
  await signInAs(page, context, locale, 'mechanic@veloport.test');
  await visitAll(page, locale, await mechanicScreens(page), fitsTheScreen(page));
});

test('every public page fits a phone', async ({ page, context }) => {
  await acceptCookies(context);
  await visitAll(page, locale, await publicPages(page), fitsTheScreen(page));
});
