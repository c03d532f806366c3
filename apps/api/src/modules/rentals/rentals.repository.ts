import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { RentalStatus } from '@veloport/domain';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../platform/list';
import { scopeCondition, type TenantScope } from '../../platform/tenancy';
import { bikeRentalBikes, bikeRentals } from './rentals.table';

export type RentalRow = typeof bikeRentals.$inferSelect;
export type RentalBikeRow = typeof bikeRentalBikes.$inferSelect;
export type RentalSort = 'id' | 'startDate' | 'endDate' | 'createdAt' | 'status' | 'lastname' | 'totalCents';

export type RentalFilters = {
  status?: RentalStatus;
  late?: boolean;
  companyId?: number;
  bikeId?: number;
  from?: string;
  to?: string;
  q?: string;
  qBikeIds?: number[];
};

const withBikes = (bikeIds: number[]) =>
  sql`exists (select 1 from ${bikeRentalBikes} where ${bikeRentalBikes.rentalId} = ${bikeRentals.id} and ${inArray(bikeRentalBikes.bikeId, bikeIds)})`;

/** Late: picked up and the end day over (`today` is the Brussels date); `q` in the customer's name, e-mail or phone, or `qBikeIds` (the bikes it found). */
export function rentalWhere(scope: TenantScope, f: RentalFilters, today: string): SQL | undefined {
  const late = and(eq(bikeRentals.status, 'picked_up'), sql`${bikeRentals.endDate} < ${today}`);
  const q = f.q ? containsPattern(f.q) : null;
  return and(
    scopeCondition(scope, { company: bikeRentals.companyId }),
    f.status ? eq(bikeRentals.status, f.status) : undefined,
    f.late === true ? late : f.late === false ? sql`not (${late})` : undefined,
    f.companyId ? eq(bikeRentals.companyId, f.companyId) : undefined,
    f.bikeId ? withBikes([f.bikeId]) : undefined,
    f.from ? gte(bikeRentals.endDate, f.from) : undefined,
    f.to ? lte(bikeRentals.startDate, f.to) : undefined,
    q
      ? or(
          ilike(bikeRentals.firstname, q),
          ilike(bikeRentals.lastname, q),
          ilike(bikeRentals.email, q),
          ilike(bikeRentals.phone, q),
          f.qBikeIds?.length ? withBikes(f.qBikeIds) : undefined,
        )
      : undefined,
  );
}

const SORTS = {
  id: bikeRentals.id,
  startDate: bikeRentals.startDate,
  endDate: bikeRentals.endDate,
  createdAt: bikeRentals.createdAt,
  status: bikeRentals.status,
  lastname: bikeRentals.lastname,
  totalCents: bikeRentals.totalCents,
} as const;

export const rentalsRepository = {
  async byId(db: DbOrTx, id: number, scope: TenantScope): Promise<RentalRow | undefined> {
    const [row] = await db
      .select()
      .from(bikeRentals)
      .where(and(eq(bikeRentals.id, id), scopeCondition(scope, { company: bikeRentals.companyId })));
    return row;
  },
  /** The row locked for the rest of the transaction: two actions on one rental run one after the other. */
  async lock(db: DbOrTx, id: number): Promise<RentalRow | undefined> {
    const [row] = await db.select().from(bikeRentals).where(eq(bikeRentals.id, id)).for('update');
    return row;
  },
  async insert(db: DbOrTx, values: typeof bikeRentals.$inferInsert) {
    const [row] = await db.insert(bikeRentals).values(values).returning();
    return row!;
  },
  async update(db: DbOrTx, id: number, values: Partial<typeof bikeRentals.$inferInsert>) {
    const [row] = await db
      .update(bikeRentals)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(bikeRentals.id, id))
      .returning();
    return row!;
  },
  insertBikes: (db: DbOrTx, values: (typeof bikeRentalBikes.$inferInsert)[]) => db.insert(bikeRentalBikes).values(values),
  /** The live lines of a rental take its new days; the exclusion constraint refuses a day another rental holds. */
  setBikeDays: (db: DbOrTx, rentalId: number, days: { startDate?: string; endDate?: string }) =>
    db
      .update(bikeRentalBikes)
      .set(days)
      .where(and(eq(bikeRentalBikes.rentalId, rentalId), eq(bikeRentalBikes.live, true))),
  release: (db: DbOrTx, rentalId: number) => db.update(bikeRentalBikes).set({ live: false }).where(eq(bikeRentalBikes.rentalId, rentalId)),
  bikesOf: (db: DbOrTx, rentalIds: number[]) =>
    rentalIds.length
      ? db.select().from(bikeRentalBikes).where(inArray(bikeRentalBikes.rentalId, rentalIds)).orderBy(asc(bikeRentalBikes.id))
      : Promise.resolve([] as RentalBikeRow[]),
  /** Which of `bikeIds` a live rental other than `exceptRentalId` holds on a day of [start, end]. */
  async busyBikeIds(db: DbOrTx, bikeIds: number[], startDate: string, endDate: string, exceptRentalId?: number): Promise<Set<number>> {
    if (bikeIds.length === 0) return new Set();
    const rows = await db
      .selectDistinct({ bikeId: bikeRentalBikes.bikeId })
      .from(bikeRentalBikes)
      .where(
        and(
          inArray(bikeRentalBikes.bikeId, bikeIds),
          eq(bikeRentalBikes.live, true),
          lte(bikeRentalBikes.startDate, endDate),
          gte(bikeRentalBikes.endDate, startDate),
          exceptRentalId ? ne(bikeRentalBikes.rentalId, exceptRentalId) : undefined,
        ),
      );
    return new Set(rows.map((r) => r.bikeId));
  },
  /** Bikes of rentals picked up and still out after their last day: not back, so not free whatever the dates asked. */
  async lateBikeIds(db: DbOrTx, today: string): Promise<Set<number>> {
    const rows = await db
      .selectDistinct({ bikeId: bikeRentalBikes.bikeId })
      .from(bikeRentalBikes)
      .innerJoin(bikeRentals, eq(bikeRentals.id, bikeRentalBikes.rentalId))
      .where(and(eq(bikeRentals.status, 'picked_up'), lt(bikeRentals.endDate, today), eq(bikeRentalBikes.live, true)));
    return new Set(rows.map((r) => r.bikeId));
  },
  page(db: DbOrTx, where: SQL | undefined, sort: RentalSort, order: 'asc' | 'desc', limit: number, offset: number) {
    const dir = order === 'asc' ? asc : desc;
    return db.select().from(bikeRentals).where(where).orderBy(dir(SORTS[sort]), dir(bikeRentals.id)).limit(limit).offset(offset);
  },
  async count(db: DbOrTx, where: SQL | undefined) {
    const [row] = await db.select({ n: count() }).from(bikeRentals).where(where);
    return Number(row?.n ?? 0);
  },
  /** The request ids already turned into a rental (not cancelled). */
  async usedRequestIds(db: DbOrTx, requestIds: number[]): Promise<Set<number>> {
    if (requestIds.length === 0) return new Set();
    const rows = await db
      .select({ id: bikeRentals.requestId })
      .from(bikeRentals)
      .where(and(inArray(bikeRentals.requestId, requestIds), ne(bikeRentals.status, 'cancelled')));
    return new Set(rows.flatMap((r) => (r.id === null ? [] : [r.id])));
  },
};
