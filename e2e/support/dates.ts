import type { Locator, Page } from '@playwright/test';
import { tr, type Locale } from './i18n';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A day `days` after today, as the date fields take and show it (dd/mm/yyyy, whatever the browser's language) and
 * as the API stores it (ISO). `utc` counts days as the server does; otherwise in the test runner's own time zone.
 */
export function dayFromToday(days: number, { utc = true } = {}) {
  const date = new Date(Date.now() + days * 86_400_000);
  const [y, m, d] = utc
    ? [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()]
    : [date.getFullYear(), date.getMonth() + 1, date.getDate()];
  return { iso: `${y}-${pad(m)}-${pad(d)}`, shown: `${pad(d)}/${pad(m)}/${y}` };
}

/** Types a day (dd/mm/yyyy) and an hour (HH:mm) into a date-and-hour group (the test ride's start or end). */
export async function fillDateAndTime(scope: Page | Locator, locale: Locale, group: string, day: string, hour: string) {
  const fieldset = scope.getByRole('group', { name: group, exact: true });
  await fieldset.getByLabel(tr(locale, 'common:dateField.date'), { exact: true }).fill(day);
  await fieldset.getByLabel(tr(locale, 'common:dateField.time'), { exact: true }).fill(hour);
}
