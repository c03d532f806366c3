import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { impactSettings, riderCommutes, rides } from './impact.table';

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

  /** Every declared commute. */
  commutes: (db: DbOrTx) => db.select().from(riderCommutes),
  /** Each person's kilometres added by hand from `from` to `to`. */
  async rideTotals(db: DbOrTx, from: string, to: string) {
    const rows = await db
      .select({ userId: rides.userId, km: sql<string>`sum(${rides.km})` })
      .from(rides)
      .where(and(gte(rides.date, from), lte(rides.date, to)))
      .groupBy(rides.userId);
    return rows.map((r) => ({ userId: r.userId, km: Number(r.km) }));
  },
};
