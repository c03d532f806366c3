import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lte, max, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { scopeCondition, type TenantScope } from '../../../platform/tenancy';
import { maintenanceRequests } from '../requests/maintenance-requests.table';
import { tours, tourStopActions, tourStops } from './tours.table';

export type TourRow = typeof tours.$inferSelect;
export type TourStopRow = typeof tourStops.$inferSelect;

/** Who sees which tours (decision 068): the admin all, a mechanic their own (a tour belongs to no company). */
const scopeWhere = (scope: TenantScope) => scopeCondition(scope, { owner: tours.mechanicId });

export type TourFilters = { from?: string; to?: string; mechanicId?: number; storeId?: number; status?: string };
export function tourWhere(scope: TenantScope, f: TourFilters): SQL | undefined {
  return and(
    scopeWhere(scope),
    f.from ? gte(tours.date, f.from) : undefined,
    f.to ? lte(tours.date, f.to) : undefined,
    f.mechanicId ? eq(tours.mechanicId, f.mechanicId) : undefined,
    f.storeId ? eq(tours.storeId, f.storeId) : undefined,
    f.status ? eq(tours.status, f.status) : undefined,
  );
}

/** A maintenance request as a tour needs it: where, whose, which bike (read only: the requests module owns them). */
const requestColumns = {
  id: maintenanceRequests.id,
  userId: maintenanceRequests.userId,
  companyId: maintenanceRequests.companyId,
  bikeLabel: maintenanceRequests.bikeLabel,
  frameNumber: maintenanceRequests.frameNumber,
  problem: maintenanceRequests.problem,
  location: maintenanceRequests.location,
  address: maintenanceRequests.address,
  desiredDate: maintenanceRequests.desiredDate,
  priority: maintenanceRequests.priority,
  filter: maintenanceRequests.filter,
  createdAt: maintenanceRequests.createdAt,
};
export type TourRequestRow = {
  id: number;
  userId: number | null;
  companyId: number | null;
  bikeLabel: string;
  frameNumber: string | null;
  problem: string;
  location: string;
  address: string | null;
  desiredDate: string | null;
  priority: boolean;
  filter: string;
  createdAt: Date;
};

/** Requests the workshop goes to (at a company or another address) that are not finished. */
const visitable = and(inArray(maintenanceRequests.location, ['company', 'other']), ne(maintenanceRequests.filter, 'finished'));

export const toursRepository = {
  async byId(db: DbOrTx, scope: TenantScope, id: number) {
    const [row] = await db
      .select()
      .from(tours)
      .where(and(eq(tours.id, id), scopeWhere(scope)));
    return row;
  },
  async lock(db: DbOrTx, scope: TenantScope, id: number) {
    const [row] = await db
      .select()
      .from(tours)
      .where(and(eq(tours.id, id), scopeWhere(scope)))
      .for('update');
    return row;
  },
  async insert(db: DbOrTx, values: typeof tours.$inferInsert) {
    const [row] = await db.insert(tours).values(values).returning();
    return row!;
  },
  async update(db: DbOrTx, id: number, values: Partial<typeof tours.$inferInsert>) {
    const [row] = await db
      .update(tours)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(tours.id, id))
      .returning();
    return row!;
  },
  page(db: DbOrTx, where: SQL | undefined, sort: 'date' | 'id', order: 'asc' | 'desc', limit: number, offset: number) {
    const dir = order === 'asc' ? asc : desc;
    return db
      .select()
      .from(tours)
      .where(where)
      .orderBy(dir(sort === 'date' ? tours.date : tours.id), dir(tours.id))
      .limit(limit)
      .offset(offset);
  },
  async count(db: DbOrTx, where: SQL | undefined) {
    const [row] = await db.select({ n: count() }).from(tours).where(where);
    return Number(row?.n ?? 0);
  },
  stops: (db: DbOrTx, tourIds: number[]) =>
    tourIds.length
      ? db.select().from(tourStops).where(inArray(tourStops.tourId, tourIds)).orderBy(asc(tourStops.position), asc(tourStops.id))
      : Promise.resolve([] as TourStopRow[]),
  async stop(db: DbOrTx, tourId: number, stopId: number) {
    const [row] = await db
      .select()
      .from(tourStops)
      .where(and(eq(tourStops.id, stopId), eq(tourStops.tourId, tourId)));
    return row;
  },
  async nextPosition(db: DbOrTx, tourId: number) {
    const [row] = await db
      .select({ n: max(tourStops.position) })
      .from(tourStops)
      .where(eq(tourStops.tourId, tourId));
    return (row?.n ?? 0) + 1;
  },
  async insertStop(db: DbOrTx, values: typeof tourStops.$inferInsert) {
    const [row] = await db.insert(tourStops).values(values).returning();
    return row!;
  },
  async updateStop(db: DbOrTx, id: number, values: Partial<typeof tourStops.$inferInsert>) {
    const [row] = await db.update(tourStops).set(values).where(eq(tourStops.id, id)).returning();
    return row!;
  },
  async deleteStop(db: DbOrTx, id: number) {
    await db.delete(tourStops).where(eq(tourStops.id, id));
  },
  /** The stop a request is on, with its tour (a request is on at most one tour). */
  async visitOf(db: DbOrTx, requestId: number) {
    const [row] = await db
      .select({ stop: tourStops, tour: tours })
      .from(tourStops)
      .innerJoin(tours, eq(tours.id, tourStops.tourId))
      .where(eq(tourStops.maintenanceRequestId, requestId));
    return row;
  },
  async stopOfRequest(db: DbOrTx, requestId: number) {
    const [row] = await db
      .select({ id: tourStops.id, tourId: tourStops.tourId })
      .from(tourStops)
      .where(eq(tourStops.maintenanceRequestId, requestId));
    return row;
  },
  /** Where this address was placed on an earlier tour (the latest), if it was. */
  async knownPlace(db: DbOrTx, address: string) {
    const [row] = await db
      .select({ lat: tourStops.lat, lng: tourStops.lng })
      .from(tourStops)
      .where(and(eq(sql`lower(${tourStops.address})`, address.toLowerCase()), isNotNull(tourStops.lat), isNotNull(tourStops.lng)))
      .orderBy(desc(tourStops.id))
      .limit(1);
    return row && row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null;
  },
  async action(db: DbOrTx, clientActionId: string) {
    const [row] = await db.select().from(tourStopActions).where(eq(tourStopActions.clientActionId, clientActionId));
    return row;
  },
  async recordAction(db: DbOrTx, values: typeof tourStopActions.$inferInsert) {
    await db.insert(tourStopActions).values(values).onConflictDoNothing();
  },
  async requests(db: DbOrTx, ids: number[]): Promise<TourRequestRow[]> {
    if (!ids.length) return [];
    return db.select(requestColumns).from(maintenanceRequests).where(inArray(maintenanceRequests.id, ids));
  },
  /** `to-propose-for-tour`: visits not on any tour yet (urgent first, then oldest); `to-confirm-for-tour`: on a draft tour. */
  candidates(db: DbOrTx, list: 'to_propose' | 'to_confirm', q: string | null, limit: number, offset: number) {
    const where = and(
      visitable,
      list === 'to_propose' ? isNull(tourStops.id) : eq(tours.status, 'draft'),
      q ? or(sql`${maintenanceRequests.search} ilike ${q}`, sql`${maintenanceRequests.frameNumber} ilike ${q}`) : undefined,
    );
    const base = db
      .select({ ...requestColumns, tourId: tours.id, tourDate: tours.date })
      .from(maintenanceRequests)
      .leftJoin(tourStops, eq(tourStops.maintenanceRequestId, maintenanceRequests.id))
      .leftJoin(tours, eq(tours.id, tourStops.tourId))
      .where(where);
    return Promise.all([
      base
        .orderBy(desc(maintenanceRequests.priority), asc(maintenanceRequests.createdAt), asc(maintenanceRequests.id))
        .limit(limit)
        .offset(offset),
      db
        .select({ n: count() })
        .from(maintenanceRequests)
        .leftJoin(tourStops, eq(tourStops.maintenanceRequestId, maintenanceRequests.id))
        .leftJoin(tours, eq(tours.id, tourStops.tourId))
        .where(where)
        .then((r) => Number(r[0]?.n ?? 0)),
    ]);
  },
};
