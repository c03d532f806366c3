import { expect, test } from './support/test';
import { acceptCookies } from './support/app';
import { tr } from './support/i18n';

// A visitor preparing a ride from New York: the hours they type are the store's hours, in Brussels.
test.use({ timezoneId: 'America/New_York' });

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

/** A datetime-local value `days` from today at `hour`:00, as typed. */
function wallTime(days: number, hour: number): string {
  return `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
}
const brusselsHour = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Brussels', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

test('in en, a visitor abroad books a test ride at 10:00 Brussels time, and is told about a past date and a wrong phone number', async ({ page }) => {
  test.setTimeout(90_000);
  const locale = 'en';
  const t = (key: string) => tr(locale, `public:${key}`);
  const error = (code: string) => page.getByText(tr(locale, `errors:fields.${code}`), { exact: true });
  await page.goto(`/${locale}/test-ride`);
  const next = page.getByRole('button', { name: t('forms.next'), exact: true });
  const start = page.getByLabel(t('testRide.fields.start'), { exact: true });
  const end = page.getByLabel(t('testRide.fields.end'), { exact: true });

  await start.fill(wallTime(-1, 10));
  await end.fill(wallTime(-1, 12));
  await next.click();
  await expect(error('in_the_past')).toBeVisible();

  const day = wallTime(14, 10).slice(0, 10);
  await start.fill(`${day}T10:00`);
  await end.fill(`${day}T12:00`);
  await next.click();
  await page.getByRole('radio', { name: t('rideType.city'), exact: true }).click();
  await page.getByLabel(t('testRide.fields.size'), { exact: true }).selectOption('L');
  await page.getByLabel(t('testRide.fields.frameType'), { exact: true }).selectOption('H');
  await next.click();

  await page.getByLabel(t('forms.fields.firstname'), { exact: true }).fill('Ada');
  await page.getByLabel(t('forms.fields.lastname'), { exact: true }).fill('Abroad');
  await page.getByLabel(t('forms.fields.email'), { exact: true }).fill(`abroad.${Date.now()}@example.com`);
  const phone = page.getByLabel(t('forms.fields.phone'), { exact: true });
  await phone.fill('abc');
  await next.click();
  await expect(error('invalid_phone')).toBeVisible();
  await phone.fill('0470/12.34.56');
  await next.click();

  // The review shows the hours typed, not New York's reading of them.
  const [y, m, d] = day.split('-');
  await expect(page.getByText(`${d}/${m}/${y} 10:00`, { exact: true })).toBeVisible();
  await expect(page.getByText(`${d}/${m}/${y} 12:00`, { exact: true })).toBeVisible();
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/public/requests/test-ride'));
  await page.getByRole('button', { name: t('testRide.send'), exact: true }).click();
  const body = (await sent).postDataJSON() as { start: string; end: string };
  expect([brusselsHour(body.start), brusselsHour(body.end)]).toEqual(['10:00', '12:00']);
  await expect(page.getByText(t('testRide.sent'), { exact: true })).toBeVisible();
});
