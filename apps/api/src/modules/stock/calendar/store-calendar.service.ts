import { closedReason, storeCalendarOf, type OpeningExceptionKind, type StoreCalendar } from '@veloport/domain';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { scheduleRepository } from './schedule.repository';

export type StoreCalendarService = ReturnType<typeof createStoreCalendarService>;

/**
 * The one opening calendar of each store (decision 098), read from the shop schedule (hours and closures). The
 * workshop capacity, repair tours, test rides and drop-off dates ask it; none keeps its own list of closed days.
 * Read outside any transaction (PGlite has one connection).
 */
export function createStoreCalendarService({ db }: { db: Db }) {
  /** The calendars of the stores from `from` on (closures ended before are left out); a store without rows gets a blank one. */
  async function calendarsOf(storeIds: readonly number[], from: string): Promise<Map<number, StoreCalendar>> {
    const [hours, closures] = await Promise.all([scheduleRepository.hours(db), scheduleRepository.closuresFrom(db, from)]);
    return new Map(
      storeIds.map((id) => [
        id,
        storeCalendarOf(
          hours.filter((h) => h.stockLocationId === id),
          closures
            .filter((c) => c.stockLocationId === id)
            .map((c) => ({ from: c.fromDate, to: c.toDate, kind: c.kind as OpeningExceptionKind })),
        ),
      ]),
    );
  }

  return {
    calendarsOf,
    calendarOf: async (storeId: number, from: string) => (await calendarsOf([storeId], from)).get(storeId)!,

    /** 422 store_closed naming each field whose day the store is closed on (a holiday, a closure, a day without hours). */
    async assertOpen(storeId: number, daysByField: Record<string, string>) {
      const days = Object.values(daysByField).sort();
      if (days.length === 0) return;
      const calendar = (await calendarsOf([storeId], days[0]!)).get(storeId)!;
      const fields = Object.fromEntries(
        Object.entries(daysByField)
          .filter(([, day]) => closedReason(calendar, day) !== null)
          .map(([field]) => [field, 'store_closed' as const]),
      );
      if (Object.keys(fields).length) throw new AppError(422, 'store_closed', 'The store is closed that day', fields);
    },
  };
}
