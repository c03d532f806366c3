import { expect, test, type Page } from './support/test';
import { signInAs, visitAll } from './support/screens';
import { LOCALES } from './support/i18n';

// Bike rentals (decision 037) on a phone, in each language: every screen opens with its heading, no text is
// missing from a catalogue, and nothing makes the page wider than the screen.

function fitsTheScreen(page: Page) {
  return async (path: string) => {
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.scrollingElement!.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth, `${path} is ${scrollWidth}px wide on a ${innerWidth}px screen`).toBeLessThanOrEqual(innerWidth);
  };
}

async function firstId(page: Page, url: string) {
  const body = (await (await page.request.get(url)).json()) as { data: { id: number }[] };
  expect(body.data.length, `${url} has demo data`).toBeGreaterThan(0);
  return body.data[0]!.id;
}

for (const locale of LOCALES) {
  test(`the rental screens fit a phone in ${locale}`, async ({ page, context }) => {
    test.setTimeout(120_000);
    await signInAs(page, context, locale, 'admin@veloport.test');
    const late = await firstId(page, '/api/bike-rentals?late=true&perPage=1');
    const request = await firstId(page, '/api/bike-rentals/requests');
    await visitAll(
      page,
      locale,
      [
        'dashboard/bike-rentals',
        'dashboard/bike-rentals/create',
        `dashboard/bike-rentals/create?request=${request}`,
        `dashboard/bike-rentals/${late}`,
      ],
      fitsTheScreen(page),
    );
    await context.clearCookies();
    await signInAs(page, context, locale, 'fleet@acme.test');
    const acme = await firstId(page, '/api/bike-rentals?perPage=1');
    await visitAll(page, locale, ['dashboard/bike-rentals', `dashboard/bike-rentals/${acme}`], fitsTheScreen(page));
  });
}
