import { addDays, brusselsToday, formatDate } from '@veloport/domain';
import type { Locator, Page } from '@playwright/test';
import { tr, type Locale } from './i18n';

/**
 * A day `days` after today in Brussels (as the server and the pages count days), as the date fields take and show it
 * (dd/mm/yyyy, whatever the browser's language) and as the API stores it (ISO).
 */
export function dayFromToday(days: number) {
  const iso = addDays(brusselsToday(), days);
  return { iso, shown: formatDate(iso) };
}

/** Types a day (dd/mm/yyyy) and an hour (HH:mm) into a date-and-hour group (the test ride's start or end). */
export async function fillDateAndTime(scope: Page | Locator, locale: Locale, group: string, day: string, hour: string) {
  const fieldset = scope.getByRole('group', { name: group, exact: true });
  await fieldset.getByLabel(tr(locale, 'common:dateField.date'), { exact: true }).fill(day);
  await fieldset.getByLabel(tr(locale, 'common:dateField.time'), { exact: true }).fill(hour);
}
