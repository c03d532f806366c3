import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, like, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { BikeEventKind, BikeListQuery, Locale } from '@veloport/domain';
import type { DbOrTx } from '../../../db/client';
import { localizedNameSql } from '../../../platform/reader-language';
import { nobodyAwaits } from '../shop-stock/shop-stock.repository';
import { bikeEvents, bikes, stockLocations } from '../stock.table';

export type BikeRow = typeof bikes.$inferSelect;
export type NewBike = typeof bikes.$inferInsert;
export type BikeEventRow = typeof bikeEvents.$inferSelect;
export type NewBikeEvent = { bikeId: number; kind: BikeEventKind; details?: Record<string, unknown>; actorId: number | null };

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);
/** Trigrams need 3 characters: shorter, `q` is a prefix (btree text_pattern_ops); else anywhere (GIN gin_trgm_ops). */
export const INFIX_MIN_LENGTH = 3;
const matches = (column: AnyColumn, q: string) =>
  q.length >= INFIX_MIN_LENGTH ? ilike(column, `%${escapeLike(q)}%`) : like(column, `${escapeLike(q)}%`);

/** A bike on its way from `today` on that nobody awaits (shop-stock's rule): what "soon available" counts. */
const comingForSale = (today: string) =>
  sql`${bikes.contractKind} = 'pending_delivery' and ${bikes.expectedDate} >= ${today} and ${nobodyAwaits}`;

export const bikesRepository = {
  /** Ids of the bikes whose frame number matches `pattern` (an ilike pattern), at most `limit`. */
  idsWithFrameLike: async (db: DbOrTx, pattern: string, limit: number) =>
    (await db.select({ id: bikes.id }).from(bikes).where(ilike(bikes.frameNumber, pattern)).limit(limit)).map((r) => r.id),
  async byId(db: DbOrTx, id: number): Promise<BikeRow | undefined> {
    const [row] = await db.select().from(bikes).where(eq(bikes.id, id));
    return row;
  },
  /** Locks the row for the rest of the transaction: two actions on one bike queue instead of overwriting each other. */
  async byIdForUpdate(db: DbOrTx, id: number): Promise<BikeRow | undefined> {
    const [row] = await db.select().from(bikes).where(eq(bikes.id, id)).for('update');
    return row;
  },
  async byIds(db: DbOrTx, ids: number[]): Promise<BikeRow[]> {
    if (ids.length === 0) return [];
    return db.select().from(bikes).where(inArray(bikes.id, ids));
  },
  /** A company's bikes, by frame number (the shared-bike condition's picker). */
  ofUser: (db: DbOrTx, userId: number) => db.select().from(bikes).where(eq(bikes.userId, userId)).orderBy(asc(bikes.frameNumber)),
  /** The latest events of these bikes, newest first (a customer's "my bikes"). */
  recentEvents: (db: DbOrTx, bikeIds: number[], limit: number) =>
    bikeIds.length === 0
      ? Promise.resolve([] as BikeEventRow[])
      : db
          .select()
          .from(bikeEvents)
          .where(inArray(bikeEvents.bikeId, bikeIds))
          .orderBy(desc(bikeEvents.at), desc(bikeEvents.id))
          .limit(limit),
  /** The shop's own rental fleet (decision 037): renting bikes with neither a company nor a user, by frame number. */
  rentalFleet: (db: DbOrTx) =>
    db
      .select()
      .from(bikes)
      .where(and(eq(bikes.contractKind, 'renting'), isNull(bikes.companyId), isNull(bikes.userId)))
      .orderBy(asc(bikes.frameNumber)),
  ofCompany: (db: DbOrTx, companyId: number) =>
    db.select().from(bikes).where(eq(bikes.companyId, companyId)).orderBy(asc(bikes.frameNumber)),
  /** Which of `ids` are bikes of the company. */
  async idsOfCompany(db: DbOrTx, companyId: number, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ id: bikes.id })
      .from(bikes)
      .where(and(eq(bikes.companyId, companyId), inArray(bikes.id, ids)));
    return rows.map((r) => r.id);
  },
  async byFrame(db: DbOrTx, frameNumber: string): Promise<BikeRow | undefined> {
    const [row] = await db.select().from(bikes).where(eq(bikes.frameNumber, frameNumber));
    return row;
  },
  async takenFrames(db: DbOrTx, frameNumbers: string[]): Promise<Set<string>> {
    if (frameNumbers.length === 0) return new Set();
    const rows = await db.select({ f: bikes.frameNumber }).from(bikes).where(inArray(bikes.frameNumber, frameNumbers));
    return new Set(rows.map((r) => r.f));
  },
  async byFrames(db: DbOrTx, frameNumbers: string[]): Promise<BikeRow[]> {
    if (frameNumbers.length === 0) return [];
    return db.select().from(bikes).where(inArray(bikes.frameNumber, frameNumbers));
  },
  async insert(db: DbOrTx, values: NewBike): Promise<BikeRow> {
    const [row] = await db.insert(bikes).values(values).returning();
    return row!;
  },
  async insertMany(db: DbOrTx, values: NewBike[]): Promise<BikeRow[]> {
    if (values.length === 0) return [];
    return db.insert(bikes).values(values).returning();
  },
  async update(db: DbOrTx, id: number, values: Partial<NewBike>): Promise<BikeRow> {
    const [row] = await db
      .update(bikes)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(bikes.id, id))
      .returning();
    return row!;
  },
  page: (db: DbOrTx, where: SQL | undefined, orderBy: SQL[], limit: number, offset: number) =>
    db
      .select()
      .from(bikes)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
  async count(db: DbOrTx, where: SQL | undefined): Promise<number> {
    const [row] = await db.select({ n: count() }).from(bikes).where(where);
    return Number(row?.n ?? 0);
  },

  /** Counts per store, contract kind and status (the stock summary chart). */
  summary: (db: DbOrTx, where: SQL | undefined) =>
    db
      .select({
        locationId: bikes.stockLocationId,
        locationName: stockLocations.name,
        contractKind: bikes.contractKind,
        status: bikes.status,
        n: count(),
      })
      .from(bikes)
      .innerJoin(stockLocations, eq(stockLocations.id, bikes.stockLocationId))
      .where(where)
      .groupBy(bikes.stockLocationId, stockLocations.name, bikes.contractKind, bikes.status)
      .orderBy(asc(stockLocations.name), asc(bikes.contractKind), asc(bikes.status)),

  async addEvents(db: DbOrTx, events: NewBikeEvent[]): Promise<void> {
    if (events.length === 0) return;
    await db
      .insert(bikeEvents)
      .values(events.map((e) => ({ bikeId: e.bikeId, kind: e.kind, details: e.details ?? {}, actorId: e.actorId })));
  },
  /** The bike's latest event of that kind, null when none. */
  async latestEvent(db: DbOrTx, bikeId: number, kind: string) {
    const [row] = await db
      .select()
      .from(bikeEvents)
      .where(and(eq(bikeEvents.bikeId, bikeId), eq(bikeEvents.kind, kind)))
      .orderBy(desc(bikeEvents.at), desc(bikeEvents.id))
      .limit(1);
    return row ?? null;
  },
  eventsOf: (db: DbOrTx, bikeId: number) =>
    db.select().from(bikeEvents).where(eq(bikeEvents.bikeId, bikeId)).orderBy(asc(bikeEvents.at), asc(bikeEvents.id)),

  /**
   * Per store: usable bikes in stock, and the nearest announced delivery from today on that nobody awaits yet (public
   * stock state; a bike a web or sales order holds is not "soon available" to anyone else, decision 111).
   */
  stockOfModel: (db: DbOrTx, modelId: number, today: string) =>
    db
      .select({
        locationId: bikes.stockLocationId,
        inStock: sql<number>`count(*) filter (where ${bikes.contractKind} = 'stock' and ${bikes.status} = 'usable')`.mapWith(Number),
        nextDelivery: sql<string | null>`min(${bikes.expectedDate}) filter (where ${comingForSale(today)})`,
      })
      .from(bikes)
      .where(and(eq(bikes.modelId, modelId), inArray(bikes.contractKind, ['stock', 'pending_delivery'])))
      .groupBy(bikes.stockLocationId),

  /**
   * The same per store for a page of models, in one query (bikes_model_idx: model id, then contract kind),
   * with the store names (in `language` when given, decision 101).
   */
  stockOfModels: (db: DbOrTx, modelIds: number[], today: string, language?: Locale) =>
    db
      .select({
        modelId: bikes.modelId,
        locationId: bikes.stockLocationId,
        locationName: language ? localizedNameSql(stockLocations.name, stockLocations.nameTranslations, language) : stockLocations.name,
        inStock: sql<number>`count(*) filter (where ${bikes.contractKind} = 'stock' and ${bikes.status} = 'usable')`.mapWith(Number),
        nextDelivery: sql<string | null>`min(${bikes.expectedDate}) filter (where ${comingForSale(today)})`,
      })
      .from(bikes)
      .innerJoin(stockLocations, eq(stockLocations.id, bikes.stockLocationId))
      .where(and(inArray(bikes.modelId, modelIds), inArray(bikes.contractKind, ['stock', 'pending_delivery'])))
      .groupBy(bikes.modelId, bikes.stockLocationId, stockLocations.name, stockLocations.nameTranslations),

  /**
   * Usable bikes in stock the till may sell (decision 023): whose frame number matches, or of one of the models
   * the catalogue found for the same words. At most `limit`, the cashier's store first.
   */
  sellable: (db: DbOrTx, f: { frameQ?: string; modelIds: number[]; storeId: number; limit: number }) =>
    db
      .select()
      .from(bikes)
      .where(
        and(
          eq(bikes.contractKind, 'stock'),
          eq(bikes.status, 'usable'),
          f.frameQ || f.modelIds.length
            ? or(
                f.frameQ ? matches(bikes.frameNumber, f.frameQ) : undefined,
                f.modelIds.length ? inArray(bikes.modelId, f.modelIds) : undefined,
              )
            : undefined,
        ),
      )
      .orderBy(sql`${bikes.stockLocationId} = ${f.storeId} desc`, asc(bikes.frameNumber))
      .limit(f.limit),

  /** Ids of the models with a usable bike in stock in some store, as a subquery (bikes_in_stock_model_idx). */
  inStockModelIds: (db: DbOrTx) =>
    db
      .select({ modelId: bikes.modelId })
      .from(bikes)
      .where(and(eq(bikes.contractKind, 'stock'), eq(bikes.status, 'usable'))),
};

/**
 * `q` is part of the frame number (normalised), key, lock or plate reference: from 3 characters on anywhere in
 * it (the end of a frame number, as people read or scan it), each column served by its pg_trgm GIN index; with 1
 * or 2 characters the beginning, served by the text_pattern_ops btree indexes. Either way a BitmapOr of four.
 */
export function bikeWhere(
  f: Pick<BikeListQuery, 'locationId' | 'contractKind' | 'status' | 'companyId' | 'userId' | 'modelId'> & {
    frameQ?: string;
    refQ?: string;
  },
): SQL | undefined {
  return and(
    f.locationId ? eq(bikes.stockLocationId, f.locationId) : undefined,
    f.contractKind?.length ? inArray(bikes.contractKind, f.contractKind) : undefined,
    f.status ? eq(bikes.status, f.status) : undefined,
    f.companyId ? eq(bikes.companyId, f.companyId) : undefined,
    f.userId ? eq(bikes.userId, f.userId) : undefined,
    f.modelId ? eq(bikes.modelId, f.modelId) : undefined,
    f.refQ
      ? or(
          f.frameQ ? matches(bikes.frameNumber, f.frameQ) : undefined,
          matches(bikes.keyRef, f.refQ),
          matches(bikes.lockRef, f.refQ),
          matches(bikes.numberPlate, f.refQ),
        )
      : undefined,
  );
}

export function bikeOrder(sort: BikeListQuery['sort'], order: 'asc' | 'desc'): SQL[] {
  const dir = order === 'desc' ? desc : asc;
  if (sort === 'frameNumber') return [dir(bikes.frameNumber)];
  if (sort === 'purchaseDate') return [dir(bikes.purchaseDate), dir(bikes.id)];
  if (sort === 'updatedAt') return [dir(bikes.updatedAt), dir(bikes.id)];
  return [dir(bikes.id)];
}

export function insuredWhere(activeOn?: string): SQL | undefined {
  return and(
    sql`${bikes.insurer} is not null`,
    activeOn ? or(sql`${bikes.insuranceStart} is null`, lte(bikes.insuranceStart, activeOn)) : undefined,
    activeOn ? or(sql`${bikes.insuranceEnd} is null`, gte(bikes.insuranceEnd, activeOn)) : undefined,
  );
}

export function insuredOrder(sort: 'insuranceEnd' | 'id', order: 'asc' | 'desc'): SQL[] {
  const dir = order === 'desc' ? desc : asc;
  return sort === 'id' ? [dir(bikes.id)] : [dir(bikes.insuranceEnd), dir(bikes.id)];
}
