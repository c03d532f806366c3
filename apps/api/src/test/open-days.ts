import {
  addDays,
  brusselsToday,
  isStoreOpen,
  storeCalendarOf,
  OPEN_DAY_HORIZON,
  type OpeningException,
  type StoreCalendar,
} from '@veloport/domain';
import type { TestResponse } from './harness';

type Client = { get(url: string): Promise<TestResponse> };
type Schedule = { stores: { locationId: number; hours: { weekday: number }[]; closures: OpeningException[] }[] };

/** The opening calendars of stores (decision 098), read from the public shop schedule. */
export async function storeCalendarsAt(client: Client, storeIds: number[]): Promise<StoreCalendar[]> {
  const schedule = (await client.get('/api/shop/schedule')).body as Schedule;
  return storeIds.map((id) => {
    const store = schedule.stores.find((s) => s.locationId === id);
    return storeCalendarOf(store?.hours ?? [], store?.closures ?? []);
  });
}

/**
 * Tours, drop-offs and test rides are refused on a day a store is closed (decision 098), so a test plans on open days
 * whatever day it runs: `openDay(n)` is the n-th day after today on which every one of `storeIds` is open. Distinct
 * `n` give distinct days.
 */
export async function openDaysAt(client: Client, storeIds: number[]) {
  const calendars = await storeCalendarsAt(client, storeIds);
  const today = brusselsToday();
  const days: string[] = [];
  for (let i = 1; i <= OPEN_DAY_HORIZON; i += 1) {
    const day = addDays(today, i);
    if (calendars.every((c) => isStoreOpen(c, day))) days.push(day);
  }
  return (n: number) => days[n - 1]!;
}
