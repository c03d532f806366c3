/**
 * Every screen, in every language, the way a newcomer clicks through them: each one opens (no error page,
 * a heading), shows no raw translation key (lib/i18n.ts warns about a key no catalogue has), logs no error
 * and gets no server error from the API. The journeys check what the screens do; this checks that none of
 * them was left half-translated or broken by a change elsewhere. The lists of screens are in support/screens.ts.
 */
import { LOCALES } from '@veloport/domain';
import { test } from './support/test';
import { acceptCookies } from './support/app';
import { adminScreens, employeeScreens, fleetManagerScreens, mechanicScreens, publicPages, signInAs, visitAll } from './support/screens';

for (const locale of LOCALES) {
  // The admin's ~300 screens in thirds, one third per language (decision 018): every screen opens once, every language
  // is walked; a key missing in one language is the parity test's to find (lib/i18n.test.ts), not this walk's.
  test(`a third of the back-office screens opens in ${locale} for an admin, fully translated`, async ({ page, context }) => {
    test.setTimeout(240_000);
    await signInAs(page, context, locale, 'admin@veloport.test');
    const third = LOCALES.indexOf(locale);
    await visitAll(
      page,
      locale,
      (await adminScreens(page)).filter((_, index) => index % LOCALES.length === third),
    );
  });

  test(`every fleet-manager screen opens in ${locale}, fully translated`, async ({ page, context }) => {
    await signInAs(page, context, locale, 'fleet@acme.test');
    await visitAll(page, locale, await fleetManagerScreens(page));
  });

  test(`every screen of the workshop's mechanic opens in ${locale}, fully translated`, async ({ page, context }) => {
    await signInAs(page, context, locale, 'mechanic@veloport.test');
    await visitAll(page, locale, await mechanicScreens(page));
  });

  test(`every screen of a company employee opens in ${locale}, fully translated`, async ({ page, context }) => {
    await signInAs(page, context, locale, 'employee@acme.test');
    await visitAll(page, locale, await employeeScreens(page));
  });

  test(`every public page opens in ${locale}, fully translated`, async ({ page, context }) => {
    await acceptCookies(context);
    await visitAll(page, locale, await publicPages(page));
  });
}
