import { and, asc, count, desc, eq, gte, inArray, lt, max, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { reservations } from '../sharing.table';
import { turnedAwaySearches } from './turned-away.table';

const live = ne(reservations.status, 'cancelled');

export const statisticsRepository = {
  /** The company's live reservations starting in [start, end): one query, aggregated by the service. */
  usedBetween(db: DbOrTx, companyId: number, start: Date, end: Date) {
    return db
      .select({
        bikeId: reservations.bikeId,
        buildingId: reservations.buildingId,
        startAt: reservations.startAt,
        endAt: reservations.endAt,
      })
      .from(reservations)
      .where(and(eq(reservations.companyId, companyId), live, gte(reservations.startAt, start), lt(reservations.startAt, end)));
  },
  /** A person's live reservations starting in [start, end). */
  ofUserBetween(db: DbOrTx, userId: number, start: Date, end: Date) {
    return db
      .select({ start: reservations.startAt, end: reservations.endAt })
      .from(reservations)
      .where(and(eq(reservations.userId, userId), live, gte(reservations.startAt, start), lt(reservations.startAt, end)));
  },
  /** The last start of each bike before `end`, for the idle list. */
  async lastUse(db: DbOrTx, bikeIds: number[], end: Date) {
    if (bikeIds.length === 0) return new Map<number, Date>();
    const rows = await db
      .select({ bikeId: reservations.bikeId, last: max(reservations.startAt) })
      .from(reservations)
      .where(and(inArray(reservations.bikeId, bikeIds), live, lt(reservations.startAt, end)))
      .groupBy(reservations.bikeId);
    return new Map(rows.filter((r) => r.last).map((r) => [r.bikeId, new Date(r.last!)]));
  },

  async recordTurnedAway(db: DbOrTx, row: typeof turnedAwaySearches.$inferInsert) {
    await db.insert(turnedAwaySearches).values(row);
  },
  /** The same person asking again for the same slot of the same building is one turned-away search, not several. */
  async alreadyTurnedAway(db: DbOrTx, userId: number, buildingId: number, start: Date, end: Date) {
    const [row] = await db
      .select({ id: turnedAwaySearches.id })
      .from(turnedAwaySearches)
      .where(
        and(
          eq(turnedAwaySearches.userId, userId),
          eq(turnedAwaySearches.buildingId, buildingId),
          eq(turnedAwaySearches.startAt, start),
          eq(turnedAwaySearches.endAt, end),
        ),
      )
      .limit(1);
    return Boolean(row);
  },
  turnedAwayWhere(companyId: number | null, start: Date, end: Date, buildingId?: number): SQL {
    return and(
      companyId === null ? undefined : eq(turnedAwaySearches.companyId, companyId),
      gte(turnedAwaySearches.startAt, start),
      lt(turnedAwaySearches.startAt, end),
      buildingId ? eq(turnedAwaySearches.buildingId, buildingId) : undefined,
    )!;
  },
  /** Turned-away searches by building and Brussels month of the slot asked for. */
  turnedAwayCounts(db: DbOrTx, where: SQL) {
    return db
      .select({ buildingId: turnedAwaySearches.buildingId, startAt: turnedAwaySearches.startAt })
      .from(turnedAwaySearches)
      .where(where);
  },
  turnedAwayPage(db: DbOrTx, where: SQL, sort: 'at' | 'start', order: 'asc' | 'desc', limit: number, offset: number) {
    const column = sort === 'at' ? turnedAwaySearches.searchedAt : turnedAwaySearches.startAt;
    return db
      .select()
      .from(turnedAwaySearches)
      .where(where)
      .orderBy(order === 'asc' ? asc(column) : desc(column), order === 'asc' ? asc(turnedAwaySearches.id) : desc(turnedAwaySearches.id))
      .limit(limit)
      .offset(offset);
  },
  async turnedAwayCount(db: DbOrTx, where: SQL) {
    const [row] = await db.select({ n: count() }).from(turnedAwaySearches).where(where);
    return row?.n ?? 0;
  },
};
