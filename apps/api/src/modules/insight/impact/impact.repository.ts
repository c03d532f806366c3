import { brusselsStartOfDay, addDays } from '@veloport/domain';
import { and, desc, eq, gte, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { users } from '../../identity/identity.table';
import { reservations } from '../../sharing/sharing.table';
import { impactSettings, riderCommutes, rides } from './impact.table';

/** Whose kilometres a ranking or a report adds up: a company's people, one person, or everyone. */
export type RiderScope = { companyId: number } | { userId: number } | 'all';

export type RiderRow = {
  userId: number;
  name: string;
  anonymous: boolean;
  oneWayKm: number | null;
  daysPerMonth: number | null;
  since: string | null;
  ridesKm: number;
};

const scopeWhere = (scope: RiderScope): SQL | undefined =>
  scope === 'all' ? undefined : 'companyId' in scope ? eq(users.companyId, scope.companyId) : eq(users.id, scope.userId);

/** Rides, commutes and the CO2 factor (decision 093). */
export const impactRepository = {
  ridesOf: (db: DbOrTx, userId: number) =>
    db.select().from(rides).where(eq(rides.userId, userId)).orderBy(desc(rides.date), desc(rides.id)).limit(500),
  async insertRide(db: DbOrTx, values: typeof rides.$inferInsert) {
    const [row] = await db.insert(rides).values(values).returning();
    return row!;
  },
  /** Deletes one of the person's rides; null when it is not theirs or not there. */
  async deleteRide(db: DbOrTx, userId: number, id: number) {
    const [row] = await db
      .delete(rides)
      .where(and(eq(rides.id, id), eq(rides.userId, userId)))
      .returning();
    return row ?? null;
  },

  async commuteOf(db: DbOrTx, userId: number) {
    const [row] = await db.select().from(riderCommutes).where(eq(riderCommutes.userId, userId));
    return row ? { oneWayKm: row.oneWayKm, daysPerMonth: row.daysPerMonth } : null;
  },
  /** Declares or changes the commute; `since` is set by the first declaration only. */
  async saveCommute(db: DbOrTx, userId: number, commute: { oneWayKm: number; daysPerMonth: number }, since: string) {
    await db
      .insert(riderCommutes)
      .values({ userId, ...commute, since })
      .onConflictDoUpdate({ target: riderCommutes.userId, set: { ...commute, updatedAt: sql`now()` } });
  },
  deleteCommute: (db: DbOrTx, userId: number) => db.delete(riderCommutes).where(eq(riderCommutes.userId, userId)),

  async carGramsPerKm(db: DbOrTx): Promise<number | null> {
    const [row] = await db.select().from(impactSettings).where(eq(impactSettings.id, 1));
    return row?.carGramsPerKm ?? null;
  },
  async saveCarGramsPerKm(db: DbOrTx, carGramsPerKm: number, updatedById: number | null) {
    await db
      .insert(impactSettings)
      .values({ id: 1, carGramsPerKm, updatedById })
      .onConflictDoUpdate({ target: impactSettings.id, set: { carGramsPerKm, updatedById, updatedAt: sql`now()` } });
  },

  /** The people of `scope` with a declared commute or a ride from `from` to `to`, and their rides' kilometres. */
  async riders(db: DbOrTx, scope: RiderScope, from: string, to: string): Promise<RiderRow[]> {
    const rideTotals = db
      .select({ userId: rides.userId, km: sql<string>`sum(${rides.km})`.as('km') })
      .from(rides)
      .where(and(gte(rides.date, from), lte(rides.date, to)))
      .groupBy(rides.userId)
      .as('ride_totals');
    const rows = await db
      .select({
        userId: users.id,
        firstname: users.firstname,
        lastname: users.lastname,
        anonymous: users.anonymousInRanking,
        oneWayKm: riderCommutes.oneWayKm,
        daysPerMonth: riderCommutes.daysPerMonth,
        since: riderCommutes.since,
        ridesKm: rideTotals.km,
      })
      .from(users)
      .leftJoin(riderCommutes, eq(riderCommutes.userId, users.id))
      .leftJoin(rideTotals, eq(rideTotals.userId, users.id))
      .where(and(or(isNotNull(riderCommutes.userId), isNotNull(rideTotals.userId)), scopeWhere(scope)));
    return rows.map((r) => ({
      userId: r.userId,
      name: `${r.firstname} ${r.lastname}`.trim(),
      anonymous: r.anonymous,
      oneWayKm: r.oneWayKm,
      daysPerMonth: r.daysPerMonth,
      since: r.since,
      ridesKm: Number(r.ridesKm ?? 0),
    }));
  },

  /** The Brussels days each of `userIds` took a shared bike from `from` to `to`, counted per month. */
  async sharedBikeDays(db: DbOrTx, userIds: number[], from: string, to: string) {
    if (userIds.length === 0) return [];
    const local = sql`(${reservations.startAt} at time zone 'Europe/Brussels')`;
    const rows = await db
      .select({
        userId: reservations.userId,
        month: sql<string>`to_char(${local}, 'YYYY-MM')`,
        days: sql<number>`count(distinct ${local}::date)::int`,
      })
      .from(reservations)
      .where(
        and(
          inArray(reservations.userId, userIds),
          sql`${reservations.status} <> 'cancelled'`,
          gte(reservations.startAt, brusselsStartOfDay(from)),
          sql`${reservations.startAt} < ${brusselsStartOfDay(addDays(to, 1)).toISOString()}`,
        ),
      )
      .groupBy(reservations.userId, sql`to_char(${local}, 'YYYY-MM')`);
    return rows;
  },
};
