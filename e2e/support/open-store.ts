import { addDays, brusselsToday, formatDate, isStoreOpen, nextOpenDays, storeCalendarOf, type OpeningException } from '@veloport/domain';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './test';
import { apiSend } from './app';

type StoreSchedule = {
  locationId: number;
  hours: { weekday: number; opens: string; closes: string }[];
  closures: (OpeningException & { id: number; reason: { fr: string; en: string; nl: string } })[];
};
const asInput = (s: StoreSchedule) => ({
  locationId: s.locationId,
  hours: s.hours,
  closures: s.closures.map(({ from, to, reason, kind }) => ({ from, to, reason, kind })),
});

/**
 * A tour is refused on a day its store is closed (decision 098). A spec that plans today's tour runs on any day — a
 * Sunday, a Monday at Liège, a public holiday — so, signed in as an admin, it opens the store exceptionally today when
 * its calendar closes it, and gets back a function that puts the schedule back as it was.
 */
export async function openStoreToday(api: APIRequestContext, storeId: number): Promise<() => Promise<void>> {
  const schedule = (await (await api.get('/api/shop/schedule')).json()) as { stores: StoreSchedule[] };
  const store = schedule.stores.find((s) => s.locationId === storeId)!;
  const today = brusselsToday();
  if (isStoreOpen(storeCalendarOf(store.hours, store.closures), today)) return async () => {};
  const reason = { fr: 'Test de bout en bout', en: 'End-to-end test', nl: 'End-to-end test' };
  const opened = {
    ...asInput(store),
    // A closure wins over an opening: the one covering today steps aside for the spec.
    closures: [
      ...asInput(store).closures.filter((c) => c.to < today || c.from > today),
      { from: today, to: today, reason, kind: 'open' as const },
    ],
  };
  expect((await apiSend(api, 'PUT', '/api/shop/schedule', { stores: [opened] })).status()).toBe(200);
  return async () => {
    expect((await apiSend(api, 'PUT', '/api/shop/schedule', { stores: [asInput(store)] })).status()).toBe(200);
  };
}

/**
 * The first day `fromDays` or more after today on which every store is open (decision 098), as the date fields take
 * it: a test ride asked from a bike page goes to the store the page chose, and is refused on a day it is closed.
 */
export async function dayEveryStoreIsOpen(api: APIRequestContext, fromDays: number) {
  const schedule = (await (await api.get('/api/shop/schedule')).json()) as { stores: StoreSchedule[] };
  const calendars = schedule.stores.map((s) => storeCalendarOf(s.hours, s.closures));
  const day = nextOpenDays({ openWeekdays: [1, 2, 3, 4, 5, 6, 7], closures: [] }, addDays(brusselsToday(), fromDays), 366).find((d) =>
    calendars.every((c) => isStoreOpen(c, d)),
  )!;
  return { iso: day, shown: formatDate(day) };
}
