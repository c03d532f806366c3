import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { workshopCapacityExceptions, workshopCapacityWeekdays } from './capacity.table';

export type CapacityExceptionRow = typeof workshopCapacityExceptions.$inferSelect;

export const capacityRepository = {
  weekdays: (db: DbOrTx, storeIds: number[]) =>
    storeIds.length
      ? db.select().from(workshopCapacityWeekdays).where(inArray(workshopCapacityWeekdays.storeId, storeIds))
      : Promise.resolve([]),
  /** Exceptions from `from` on (past ones are kept as they were, never shown nor replaced). */
  exceptions: (db: DbOrTx, storeIds: number[], from: string) =>
    storeIds.length
      ? db
          .select()
          .from(workshopCapacityExceptions)
          .where(and(inArray(workshopCapacityExceptions.storeId, storeIds), gte(workshopCapacityExceptions.date, from)))
          .orderBy(asc(workshopCapacityExceptions.date))
      : Promise.resolve([] as CapacityExceptionRow[]),
  /** Replaces a store's week and its exceptions from `from` on. */
  async replace(
    db: DbOrTx,
    storeId: number,
    from: string,
    weekly: number[],
    exceptions: { date: string; kind: string; minutes: number; note: string | null }[],
  ) {
    await db.delete(workshopCapacityWeekdays).where(eq(workshopCapacityWeekdays.storeId, storeId));
    await db.insert(workshopCapacityWeekdays).values(weekly.map((minutes, weekday) => ({ storeId, weekday, minutes })));
    await db
      .delete(workshopCapacityExceptions)
      .where(and(eq(workshopCapacityExceptions.storeId, storeId), gte(workshopCapacityExceptions.date, from)));
    if (exceptions.length) await db.insert(workshopCapacityExceptions).values(exceptions.map((e) => ({ storeId, ...e })));
  },
};
