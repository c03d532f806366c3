import { brusselsStartOfDay, addDays } from '@veloport/domain';
import { and, count, countDistinct, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { reservations } from '../sharing.table';

const booked = sql`${reservations.status} <> 'cancelled'`;
const startsFrom = (from: string, to: string) =>
  and(gte(reservations.startAt, brusselsStartOfDay(from)), lt(reservations.startAt, brusselsStartOfDay(addDays(to, 1))));

/** Shared-bike use as the CO2 ranking and the impact report count it (decision 093). */
export const ridingDaysRepository = {
  /** The Brussels days each of `userIds` took a shared bike from `from` to `to`, per month. */
  async perMonth(db: DbOrTx, userIds: number[], from: string, to: string) {
    if (userIds.length === 0) return [];
    const local = sql`(${reservations.startAt} at time zone 'Europe/Brussels')`;
    const month = sql<string>`to_char(${local}, 'YYYY-MM')`;
    return db
      .select({ userId: reservations.userId, month, days: sql<number>`count(distinct ${local}::date)::int` })
      .from(reservations)
      .where(and(inArray(reservations.userId, userIds), booked, startsFrom(from, to)))
      .groupBy(reservations.userId, month);
  },
  /** The company's reservations started from `from` to `to`, and by how many people. */
  async companyUse(db: DbOrTx, companyId: number, from: string, to: string) {
    const [row] = await db
      .select({ trips: count(), riders: countDistinct(reservations.userId) })
      .from(reservations)
      .where(and(eq(reservations.companyId, companyId), booked, startsFrom(from, to)));
    return { trips: row?.trips ?? 0, riders: row?.riders ?? 0 };
  },
};
