import { and, asc, count, desc, eq, gt, gte, ilike, inArray, isNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../platform/list';
import { scopeCondition, type TenantScope } from '../../../platform/tenancy';
import { reservations } from '../sharing.table';
import { boxCodes, boxes, boxEvents, boxSlots } from './boxes.table';

export type BoxRow = typeof boxes.$inferSelect;
export type BoxCodeRow = typeof boxCodes.$inferSelect;
/** Who sees which boxes (decision 068): everything, or one company's; a box is nobody's own. */
const scopeWhere = (scope: TenantScope) => scopeCondition(scope, { company: boxes.companyId });

export function boxWhere(scope: TenantScope, f: { q?: string; companyId?: number; buildingId?: number; kind?: string }): SQL | undefined {
  const q = f.q?.trim();
  return and(
    scopeWhere(scope),
    f.companyId ? eq(boxes.companyId, f.companyId) : undefined,
    f.buildingId ? eq(boxes.buildingId, f.buildingId) : undefined,
    f.kind ? eq(boxes.kind, f.kind) : undefined,
    q ? ilike(boxes.name, containsPattern(q)) : undefined,
  );
}

const SORTS = { name: boxes.name, createdAt: boxes.createdAt, slotCount: boxes.slotCount } as const;
const live = isNull(boxCodes.revokedAt);

export const boxesRepository = {
  page(db: DbOrTx, where: SQL | undefined, sort: keyof typeof SORTS, order: 'asc' | 'desc', limit: number, offset: number) {
    const dir = order === 'asc' ? asc : desc;
    return db.select().from(boxes).where(where).orderBy(dir(SORTS[sort]), dir(boxes.id)).limit(limit).offset(offset);
  },
  async count(db: DbOrTx, where: SQL | undefined) {
    const [row] = await db.select({ n: count() }).from(boxes).where(where);
    return Number(row?.n ?? 0);
  },
  async byId(db: DbOrTx, id: number, scope: TenantScope): Promise<BoxRow | undefined> {
    const [row] = await db
      .select()
      .from(boxes)
      .where(and(eq(boxes.id, id), scopeWhere(scope)));
    return row;
  },
  async insert(db: DbOrTx, values: typeof boxes.$inferInsert) {
    const [row] = await db.insert(boxes).values(values).returning();
    return row!;
  },
  async update(db: DbOrTx, id: number, values: Partial<typeof boxes.$inferInsert>) {
    const [row] = await db
      .update(boxes)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(boxes.id, id))
      .returning();
    return row!;
  },
  remove: (db: DbOrTx, id: number) => db.delete(boxes).where(eq(boxes.id, id)),

  /** Filled slots of some boxes. */
  slotsOf: (db: DbOrTx, boxIds: number[]) =>
    boxIds.length
      ? db.select().from(boxSlots).where(inArray(boxSlots.boxId, boxIds)).orderBy(asc(boxSlots.boxId), asc(boxSlots.number))
      : Promise.resolve([]),
  /** Where some bikes sit (box and slot). */
  slotsOfBikes: (db: DbOrTx, bikeIds: number[]) =>
    bikeIds.length ? db.select().from(boxSlots).where(inArray(boxSlots.bikeId, bikeIds)) : Promise.resolve([]),
  async slot(db: DbOrTx, boxId: number, number: number) {
    const [row] = await db
      .select()
      .from(boxSlots)
      .where(and(eq(boxSlots.boxId, boxId), eq(boxSlots.number, number)));
    return row;
  },
  takeOutBike: (db: DbOrTx, bikeId: number) => db.delete(boxSlots).where(eq(boxSlots.bikeId, bikeId)),
  emptySlot: (db: DbOrTx, boxId: number, number: number) =>
    db.delete(boxSlots).where(and(eq(boxSlots.boxId, boxId), eq(boxSlots.number, number))),
  putBike: (db: DbOrTx, boxId: number, number: number, bikeId: number) => db.insert(boxSlots).values({ boxId, number, bikeId }),
  async highestFilledSlot(db: DbOrTx, boxId: number) {
    const [row] = await db
      .select({ n: sql<number>`max(${boxSlots.number})` })
      .from(boxSlots)
      .where(eq(boxSlots.boxId, boxId));
    return Number(row?.n ?? 0);
  },

  /** Live codes of a box whose period overlaps [from, until): their digits may not be given again. */
  async takenCodes(db: DbOrTx, boxId: number, from: Date, until: Date) {
    const rows = await db
      .select({ code: boxCodes.code })
      .from(boxCodes)
      .where(and(eq(boxCodes.boxId, boxId), live, lt(boxCodes.validFrom, until), gt(boxCodes.validUntil, from)));
    return new Set(rows.flatMap((r) => (r.code ? [r.code] : [])));
  },
  async insertCode(db: DbOrTx, values: typeof boxCodes.$inferInsert) {
    const [row] = await db.insert(boxCodes).values(values).returning();
    return row!;
  },
  async updateCode(db: DbOrTx, id: number, values: Partial<typeof boxCodes.$inferInsert>) {
    const [row] = await db
      .update(boxCodes)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(boxCodes.id, id))
      .returning();
    return row;
  },
  async codeById(db: DbOrTx, id: number) {
    const [row] = await db.select().from(boxCodes).where(eq(boxCodes.id, id));
    return row;
  },
  async liveCodeOf(db: DbOrTx, reservationId: number) {
    const [row] = await db
      .select()
      .from(boxCodes)
      .where(and(eq(boxCodes.reservationId, reservationId), live));
    return row;
  },
  /** The newest code of each reservation (live or not), for the reservation pages. */
  async latestCodes(db: DbOrTx, reservationIds: number[]) {
    if (reservationIds.length === 0) return [];
    return db
      .selectDistinctOn([boxCodes.reservationId])
      .from(boxCodes)
      .where(inArray(boxCodes.reservationId, reservationIds))
      .orderBy(boxCodes.reservationId, desc(boxCodes.id));
  },
  /** Live codes of a box not yet over (box page), or of a bike (taken out: revoked). */
  liveCodesOfBox: (db: DbOrTx, boxId: number, now: Date) =>
    db
      .select()
      .from(boxCodes)
      .where(and(eq(boxCodes.boxId, boxId), live, gt(boxCodes.validUntil, now)))
      .orderBy(asc(boxCodes.validFrom)),
  liveCodesOfReservations: (db: DbOrTx, reservationIds: number[]) =>
    reservationIds.length
      ? db
          .select()
          .from(boxCodes)
          .where(and(inArray(boxCodes.reservationId, reservationIds), live))
      : Promise.resolve([]),
  /** The live code of a box matching typed digits at an instant (an opening reported with its code). */
  async codeOpening(db: DbOrTx, boxId: number, code: string, at: Date) {
    const [row] = await db
      .select()
      .from(boxCodes)
      .where(and(eq(boxCodes.boxId, boxId), eq(boxCodes.code, code), live, lte(boxCodes.validFrom, at), gt(boxCodes.validUntil, at)));
    return row;
  },
  /** Digits are kept no longer than needed: wiped a day after the code's end. */
  wipeExpiredDigits: (db: DbOrTx, before: Date) =>
    db
      .update(boxCodes)
      .set({ code: null, updatedAt: sql`now()` })
      .where(and(lt(boxCodes.validUntil, before), sql`${boxCodes.code} is not null`))
      .returning({ id: boxCodes.id }),

  /** Live reservations of a bike not yet over (they get a code when the bike goes into a box). */
  liveReservationsOfBike: (db: DbOrTx, bikeId: number, now: Date) =>
    db
      .select()
      .from(reservations)
      .where(and(eq(reservations.bikeId, bikeId), ne(reservations.status, 'cancelled'), gt(reservations.endAt, now))),
  reservationsByIds: (db: DbOrTx, ids: number[]) =>
    ids.length ? db.select().from(reservations).where(inArray(reservations.id, ids)) : Promise.resolve([]),

  async insertEvent(db: DbOrTx, values: typeof boxEvents.$inferInsert) {
    const [row] = await db.insert(boxEvents).values(values).returning();
    return row!;
  },
  events: (db: DbOrTx, boxId: number, limit: number, offset: number) =>
    db
      .select()
      .from(boxEvents)
      .where(eq(boxEvents.boxId, boxId))
      .orderBy(desc(boxEvents.at), desc(boxEvents.id))
      .limit(limit)
      .offset(offset),
  async eventCount(db: DbOrTx, boxId: number) {
    const [row] = await db.select({ n: count() }).from(boxEvents).where(eq(boxEvents.boxId, boxId));
    return Number(row?.n ?? 0);
  },
  codesByIds: (db: DbOrTx, ids: number[]) =>
    ids.length ? db.select().from(boxCodes).where(inArray(boxCodes.id, ids)) : Promise.resolve([]),

  /** Openings per box and Brussels month since `from`, one query. */
  openingsByMonth: (db: DbOrTx, boxIds: number[], from: Date) =>
    boxIds.length
      ? db
          .select({
            boxId: boxEvents.boxId,
            month: sql<string>`to_char(${boxEvents.at} at time zone 'Europe/Brussels', 'YYYY-MM')`,
            n: count(),
          })
          .from(boxEvents)
          .where(and(inArray(boxEvents.boxId, boxIds), eq(boxEvents.kind, 'opened'), gte(boxEvents.at, from)))
          .groupBy(boxEvents.boxId, sql`2`)
      : Promise.resolve([]),
};
