import { brusselsToday, yearOf } from '@veloport/domain';
import { expect, test } from './support/test';
import { acceptCookies } from './support/app';
import { dayFromToday, fillDateAndTime } from './support/dates';
import { tr } from './support/i18n';

// A visitor preparing a ride from New York, in a US-English browser: the dates they type are day/month/year, as
// the site shows them, and the hours are the store's hours, in Brussels.
test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

const brusselsHour = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Brussels', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );

test('in en, a visitor abroad books a test ride at 10:00 Brussels time, and is told about a past date and a wrong phone number', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const locale = 'en';
  const t = (key: string) => tr(locale, `public:${key}`);
  const error = (code: string) => page.getByText(tr(locale, `errors:fields.${code}`), { exact: true });
  await page.goto(`/${locale}/test-ride`);
  const next = page.getByRole('button', { name: t('forms.next'), exact: true });
  const when = (group: 'start' | 'end', day: string, hour: string) =>
    fillDateAndTime(page, locale, tr(locale, `testRide:fields.${group}`), day, hour);
  const startDate = page
    .getByRole('group', { name: tr(locale, 'testRide:fields.start'), exact: true })
    .getByLabel(tr(locale, 'common:dateField.date'), { exact: true });
  await expect(startDate).toHaveAttribute('placeholder', 'dd/mm/yyyy');

  // A day that does not exist is refused as soon as the field is left.
  const year = yearOf(brusselsToday()) + 1;
  await startDate.fill(`31/02/${year}`);
  await startDate.press('Tab');
  await expect(page.getByText(tr(locale, 'common:dateField.invalid'), { exact: true })).toBeVisible();

  const yesterday = dayFromToday(-1).shown;
  await when('start', yesterday, '10:00');
  await when('end', yesterday, '12:00');
  await next.click();
  await expect(error('in_the_past')).toBeVisible();

  const { shown: day } = dayFromToday(14);
  await when('start', day, '10:00');
  await when('end', day, '12:00');
  await next.click();
  await page.getByRole('radio', { name: t('rideType.city'), exact: true }).click();
  await page.getByLabel(tr(locale, 'testRide:fields.size'), { exact: true }).selectOption('L');
  await page.getByLabel(tr(locale, 'testRide:fields.frameType'), { exact: true }).selectOption('H');
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
  await expect(page.getByText(`${day} 10:00`, { exact: true })).toBeVisible();
  await expect(page.getByText(`${day} 12:00`, { exact: true })).toBeVisible();
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/public/requests/test-ride'));
  await page.getByRole('button', { name: tr(locale, 'testRide:send'), exact: true }).click();
  const body = (await sent).postDataJSON() as { start: string; end: string };
  expect([brusselsHour(body.start), brusselsHour(body.end)]).toEqual(['10:00', '12:00']);
  await expect(page.getByText(tr(locale, 'testRide:sent'), { exact: true })).toBeVisible();
});
