import { and, asc, desc, eq, gt, ilike, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { cappedCount } from '../../platform/list';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../platform/list';
import { scopeCondition, type TenantScope } from '../../platform/tenancy';
import { reservations, sharedBikeHomes, sharedBikeQuizPasses } from './sharing.table';

export type ReservationRow = typeof reservations.$inferSelect;
export type ReservationSort = 'start' | 'end' | 'createdAt' | 'code';

export type ReservationFilters = {
  group?: 'in_progress' | 'future' | 'finished';
  status?: 'booked' | 'cancelled';
  companyId?: number;
  userId?: number;
  bikeId?: number;
  buildingId?: number;
  /** Codes match from the start; `bikeIds`/`userIds` are what `q` found among bikes and people. */
  q?: string;
  qBikeIds?: number[];
  qUserIds?: number[];
};

const live = ne(reservations.status, 'cancelled');

/** Who may see what (decision 068): everything, one company, or one person's own. */
const scopeWhere = (scope: TenantScope) => scopeCondition(scope, { company: reservations.companyId, owner: reservations.userId });

export function reservationWhere(scope: TenantScope, f: ReservationFilters, now: Date): SQL | undefined {
  // Each group also bounds the start, so a list sorted by start reads from `now` (decision 039, bench); in progress
  // is the range containing `now`, which `reservations_live_range_idx` finds without reading the past.
  const groups = {
    in_progress: and(
      live,
      lte(reservations.startAt, now),
      sql`tstzrange(${reservations.startAt}, ${reservations.endAt}, '[)') @> ${now.toISOString()}::timestamptz`,
    ),
    future: and(live, gt(reservations.startAt, now)),
    finished: and(live, lte(reservations.startAt, now), lte(reservations.endAt, now)),
  };
  const q = f.q?.trim();
  return and(
    scopeWhere(scope),
    f.group ? groups[f.group] : undefined,
    f.status ? eq(reservations.status, f.status) : undefined,
    f.companyId ? eq(reservations.companyId, f.companyId) : undefined,
    f.userId ? eq(reservations.userId, f.userId) : undefined,
    f.bikeId ? eq(reservations.bikeId, f.bikeId) : undefined,
    f.buildingId ? eq(reservations.buildingId, f.buildingId) : undefined,
    q
      ? or(
          ilike(reservations.code, containsPattern(q)),
          f.qBikeIds?.length ? inArray(reservations.bikeId, f.qBikeIds) : undefined,
          f.qUserIds?.length ? inArray(reservations.userId, f.qUserIds) : undefined,
        )
      : undefined,
  );
}

const SORTS = { start: reservations.startAt, end: reservations.endAt, createdAt: reservations.createdAt, code: reservations.code } as const;

export const reservationsRepository = {
  /** A company's reservations overlapping [start, end) (the cancelled ones too unless `liveOnly`), by start. */
  ofCompanyBetween: (db: DbOrTx, companyId: number, start: Date, end: Date, liveOnly: boolean) =>
    db
      .select({
        id: reservations.id,
        code: reservations.code,
        bikeId: reservations.bikeId,
        userId: reservations.userId,
        status: reservations.status,
        startAt: reservations.startAt,
        endAt: reservations.endAt,
      })
      .from(reservations)
      .where(
        and(
          eq(reservations.companyId, companyId),
          lt(reservations.startAt, end),
          gt(reservations.endAt, start),
          liveOnly ? ne(reservations.status, 'cancelled') : undefined,
        ),
      )
      .orderBy(asc(reservations.startAt), asc(reservations.id)),
  /** One person's bookings are checked one at a time (their yearly allowance): later ones wait for this lock. */
  lockBookingsOf: (tx: DbOrTx, userId: number) => tx.execute(sql`select pg_advisory_xact_lock(4242, ${userId})`),
  async byId(db: DbOrTx, id: number, scope: TenantScope): Promise<ReservationRow | undefined> {
    const [row] = await db
      .select()
      .from(reservations)
      .where(and(eq(reservations.id, id), scopeWhere(scope)));
    return row;
  },
  async lock(db: DbOrTx, id: number): Promise<ReservationRow | undefined> {
    const [row] = await db.select().from(reservations).where(eq(reservations.id, id)).for('update');
    return row;
  },
  async insert(db: DbOrTx, values: typeof reservations.$inferInsert) {
    const [row] = await db.insert(reservations).values(values).returning();
    return row!;
  },
  async update(db: DbOrTx, id: number, values: Partial<typeof reservations.$inferInsert>) {
    const [row] = await db
      .update(reservations)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(reservations.id, id))
      .returning();
    return row!;
  },
  page(db: DbOrTx, where: SQL | undefined, sort: ReservationSort, order: 'asc' | 'desc', limit: number, offset: number) {
    const dir = order === 'asc' ? asc : desc;
    return db.select().from(reservations).where(where).orderBy(dir(SORTS[sort]), dir(reservations.id)).limit(limit).offset(offset);
  },
  /** Counted up to the list cap (decision 040): nobody pages past a thousand reservations. */
  count: (db: DbOrTx, where: SQL | undefined) => cappedCount(db, reservations, where),
  /** A company's live reservations starting in [start, end): the fleet manager's today and tomorrow (decision 094). */
  companyStartingBetween: (db: DbOrTx, companyId: number, start: Date, end: Date) =>
    cappedCount(
      db,
      reservations,
      and(eq(reservations.companyId, companyId), live, sql`${reservations.startAt} >= ${start}`, lt(reservations.startAt, end)),
    ),
  /** A person's live reservations touching a window (their limits are counted on them), the one changed left out. */
  ofUserBetween(db: DbOrTx, userId: number, from: Date, to: Date, exceptId?: number) {
    return db
      .select({ start: reservations.startAt, end: reservations.endAt })
      .from(reservations)
      .where(
        and(
          eq(reservations.userId, userId),
          live,
          gt(reservations.endAt, from),
          lte(reservations.startAt, to),
          exceptId ? ne(reservations.id, exceptId) : undefined,
        ),
      );
  },
  /** Which of `bikeIds` hold a live reservation overlapping [start, end). */
  async busyBikeIds(db: DbOrTx, bikeIds: number[], start: Date, end: Date): Promise<Set<number>> {
    if (bikeIds.length === 0) return new Set();
    const rows = await db
      .selectDistinct({ bikeId: reservations.bikeId })
      .from(reservations)
      .where(
        and(
          inArray(reservations.bikeId, bikeIds),
          live,
          sql`tstzrange(${reservations.startAt}, ${reservations.endAt}, '[)') && tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`,
        ),
      );
    return new Set(rows.map((r) => r.bikeId));
  },
  homes: (db: DbOrTx, bikeIds: number[]) =>
    bikeIds.length
      ? db
          .select({ bikeId: sharedBikeHomes.bikeId, buildingId: sharedBikeHomes.buildingId })
          .from(sharedBikeHomes)
          .where(inArray(sharedBikeHomes.bikeId, bikeIds))
      : Promise.resolve([]),
  async setHome(db: DbOrTx, bikeId: number, buildingId: number | null) {
    if (buildingId === null) return void (await db.delete(sharedBikeHomes).where(eq(sharedBikeHomes.bikeId, bikeId)));
    await db
      .insert(sharedBikeHomes)
      .values({ bikeId, buildingId })
      .onConflictDoUpdate({ target: sharedBikeHomes.bikeId, set: { buildingId, updatedAt: sql`now()` } });
  },
  async quizPassed(db: DbOrTx, userId: number, companyId: number) {
    const [row] = await db
      .select()
      .from(sharedBikeQuizPasses)
      .where(and(eq(sharedBikeQuizPasses.userId, userId), eq(sharedBikeQuizPasses.companyId, companyId)));
    return Boolean(row);
  },
  async recordQuizPass(db: DbOrTx, userId: number, companyId: number, score: number) {
    await db
      .insert(sharedBikeQuizPasses)
      .values({ userId, companyId, score })
      .onConflictDoUpdate({ target: sharedBikeQuizPasses.userId, set: { companyId, score, passedAt: sql`now()` } });
  },
};
