import { expect, test, type Browser, type Page } from './support/test';
import { acceptCookies, apiSend, DEMO_PASSWORD, signIn } from './support/app';
import { tr, trPattern, type Locale } from './support/i18n';

// Issue 13, in English: an Acme employee books a shared bike in "Siège Liège" for tomorrow, gets the code, changes
// the end time, and is refused a booking over the monthly limit with the rule's own message; the fleet manager finds
// it in the calendar and downloads the month's PDF and the payroll file. The company's rules are
// set through the API (the demo's office hours and weekday-only rule would make "tomorrow" depend on the day the test runs).
const locale: Locale = 'en';
const ADMIN = { email: 'admin@veloport.test', password: DEMO_PASSWORD, language: 'fr', firstname: 'Anne' } as const;
const EMPLOYEE = { email: 'employee@acme.test', password: DEMO_PASSWORD, language: 'fr', firstname: 'Emile' } as const;
const FLEET = { email: 'fleet@acme.test', password: DEMO_PASSWORD, language: 'nl', firstname: 'Fiona' } as const;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

async function signedInPage(browser: Browser, account: typeof ADMIN | typeof EMPLOYEE | typeof FLEET) {
  const context = await browser.newContext();
  await acceptCookies(context);
  const page = await context.newPage();
  await signIn(page, locale, account);
  return page;
}

type Rules = Record<string, unknown>;
/** Acme's conditions as the API gives them, and a way to save them with other shared-bike rules. */
async function acmeConditions(admin: Page) {
  const companies = (await (await admin.request.get('/api/companies/list/minimal')).json()).data as { id: number; name: string }[];
  const acmeId = companies.find((c) => c.name === 'Acme')!.id;
  const {
    companyId: _c,
    cafeteria: _f,
    updatedAt: _u,
    ...body
  } = await (await admin.request.get(`/api/companies/${acmeId}/conditions`)).json();
  const save = async (sharedBikes: Rules) =>
    expect((await apiSend(admin.request, 'PUT', `/api/companies/${acmeId}/conditions`, { ...body, sharedBikes })).status()).toBe(200);
  return { original: body.sharedBikes as Rules, save };
}

async function searchAndChoose(page: Page, start: string, end: string) {
  await page.goto(`/${locale}/dashboard/reservations/create`);
  await expect(heading(page, tr(locale, 'sharing:book.title'))).toBeVisible();
  await page.getByLabel(tr(locale, 'sharing:fields.startTime')).fill(start);
  await page.getByLabel(tr(locale, 'sharing:fields.endTime')).fill(end);
  await page.getByLabel(tr(locale, 'sharing:fields.building')).selectOption({ label: 'Liège head office' });
  await page.getByRole('button', { name: tr(locale, 'sharing:book.search') }).click();
  await page
    .getByRole('button', { name: trPattern(locale, 'sharing:book.chooseBike', { name: '.+', frame: '.+' }) })
    .first()
    .click();
  await page.getByLabel(tr(locale, 'sharing:book.terms')).check();
  await page.getByRole('button', { name: tr(locale, 'sharing:book.confirm') }).click();
}

test('an employee books a shared bike for tomorrow, changes the end time, and is refused over the monthly limit; the fleet manager finds it in the calendar and downloads the PDF and the payroll file', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await signedInPage(browser, ADMIN);
  const { original, save } = await acmeConditions(admin);
  const open = {
    ...original,
    allowedDays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
    weekendUse: true,
    forbidWeekend: false,
    takeWindow: null,
    returnWindow: null,
    maxBookingMinutes: null,
    maxPerMonth: null,
    maxPerYear: null,
    maxSimultaneous: null,
    daysInAdvance: 14,
  };
  await save(open);
  try {
    const emile = await signedInPage(browser, EMPLOYEE);
    await searchAndChoose(emile, '08:00', '12:00');
    await expect(heading(emile, tr(locale, 'sharing:confirmation.title'))).toBeVisible();
    const code = (await emile.getByTestId('reservation-code').textContent())!.trim();
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    // Siège Liège's pool bikes sit in its key box (decision 036): the confirmation gives the box and a one-time code.
    // Both names are read in the page's language (decision 101): "Siège Liège" is "Liège head office" in English.
    await expect(emile.getByTestId('reservation-box')).toContainText('Head office key box');
    await expect(emile.getByTestId('box-code')).toHaveText(/^[1-9]{6}$/);

    // My reservations: the new one is among the future ones; its end moves to 13:30.
    await emile
      .getByRole('link', { name: tr(locale, 'sharing:mine.title') })
      .first()
      .click();
    await expect(heading(emile, tr(locale, 'sharing:mine.title'))).toBeVisible();
    const card = emile.locator('.mantine-Card-root', { hasText: code });
    await card.getByRole('button', { name: tr(locale, 'sharing:actions.changeEnd') }).click();
    await card.getByLabel(tr(locale, 'sharing:actions.newEndTime')).fill('13:30');
    await card.getByRole('button', { name: tr(locale, 'sharing:actions.saveEnd') }).click();
    await expect(card.getByRole('alert').or(card.locator('.mantine-Alert-root')).first()).toContainText('13:30');

    // The fleet manager's rule: one reservation a month. The next booking is refused with the rule's message.
    await save({ ...open, maxPerMonth: 1 });
    await searchAndChoose(emile, '14:00', '15:00');
    await expect(emile.getByRole('alert').filter({ hasText: tr(locale, 'errors:api.limit_per_month') })).toBeVisible();
    await expect(emile).toHaveURL(/\/reservations\/create$/);

    // The fleet manager finds the booking in the calendar (the month of tomorrow), then downloads the month's PDF
    // and the payroll file.
    const fleet = await signedInPage(browser, FLEET);
    await fleet.goto(`/${locale}/dashboard/fleet/calendar`);
    await expect(heading(fleet, tr(locale, 'sharing:calendar.title'))).toBeVisible();
    const brussels = (ms: number) => new Date(ms).toLocaleDateString('sv-SE', { timeZone: 'Europe/Brussels' });
    if (brussels(Date.now() + 86_400_000).slice(0, 7) !== brussels(Date.now()).slice(0, 7))
      await fleet.getByRole('button', { name: tr(locale, 'sharing:calendar.nextMonth') }).click();
    // The month fits a 1366 px screen without scrolling sideways; a booking shows its holder's initials, its hours on hover.
    await fleet.setViewportSize({ width: 1366, height: 768 });
    await expect(fleet.getByTitle(/08:00–13:30/).first()).toBeVisible();
    const overflow = await fleet
      .locator('section[aria-label]')
      .filter({ has: fleet.getByRole('table') })
      .evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow, 'the month grid scrolls sideways at 1366 px').toBeLessThanOrEqual(1);
    const [pdf] = await Promise.all([
      fleet.waitForEvent('download'),
      fleet.getByRole('link', { name: tr(locale, 'sharing:calendar.downloadPdf') }).click(),
    ]);
    expect(
      (
        await pdf.createReadStream().then(
          (stream) =>
            new Promise<Buffer>((done) => {
              const parts: Buffer[] = [];
              stream.on('data', (c: Buffer) => parts.push(c));
              stream.on('end', () => done(Buffer.concat(parts)));
            }),
        )
      )
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const [payroll] = await Promise.all([
      fleet.waitForEvent('download'),
      fleet.getByRole('link', { name: tr(locale, 'sharing:calendar.payroll.csv') }).click(),
    ]);
    expect(payroll.suggestedFilename()).toMatch(/\.csv$/);
  } finally {
    await save(original);
  }
});
