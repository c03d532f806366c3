import { and, asc, count, desc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { workshopPartAccessories, workshopParts, workshopPartStock } from './parts.table';

export type WorkshopPartRow = typeof workshopParts.$inferSelect;
type Filter = { q?: string; active?: boolean };

/** `%word%` safe for ILIKE: the user's % and _ are literal. */
const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const words = (q: string | undefined) => (q ?? '').split(/\s+/).filter(Boolean).slice(0, 5);

function partWhere({ q, active }: Filter): SQL | undefined {
  const conditions = words(q).map((w) => or(ilike(workshopParts.name, like(w)), ilike(workshopParts.reference, like(w)))!);
  if (active !== undefined) conditions.push(eq(workshopParts.active, active));
  return conditions.length ? and(...conditions) : undefined;
}

/** The workshop parts, their stock per store, and the accessories that are also parts (decision 102). */
export const partsRepository = {
  page: (db: DbOrTx, filter: Filter, limit: number, offset: number, order: 'asc' | 'desc') =>
    db
      .select()
      .from(workshopParts)
      .where(partWhere(filter))
      .orderBy(order === 'desc' ? desc(workshopParts.name) : asc(workshopParts.name), asc(workshopParts.id))
      .limit(limit)
      .offset(offset),
  async count(db: DbOrTx, filter: Filter) {
    const [row] = await db.select({ n: count() }).from(workshopParts).where(partWhere(filter));
    return Number(row?.n ?? 0);
  },
  async byId(db: DbOrTx, id: number) {
    const [row] = await db.select().from(workshopParts).where(eq(workshopParts.id, id));
    return row;
  },
  async byReference(db: DbOrTx, reference: string) {
    const [row] = await db
      .select()
      .from(workshopParts)
      .where(sql`lower(${workshopParts.reference}) = lower(${reference})`);
    return row;
  },
  async insert(db: DbOrTx, values: typeof workshopParts.$inferInsert) {
    const [row] = await db.insert(workshopParts).values(values).returning();
    return row!;
  },
  async update(db: DbOrTx, id: number, values: Partial<typeof workshopParts.$inferInsert>) {
    const [row] = await db
      .update(workshopParts)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(workshopParts.id, id))
      .returning();
    return row;
  },
  stockOf: (db: DbOrTx, partIds: number[]) =>
    partIds.length ? db.select().from(workshopPartStock).where(inArray(workshopPartStock.partId, partIds)) : Promise.resolve([]),

  /** Adds `delta` atomically, never below zero: the new quantity, or null when the store does not hold enough. */
  async addStock(db: DbOrTx, partId: number, locationId: number, delta: number): Promise<number | null> {
    if (delta < 0) {
      const rows = await db
        .update(workshopPartStock)
        .set({ quantity: sql`${workshopPartStock.quantity} + ${delta}` })
        .where(
          and(
            eq(workshopPartStock.partId, partId),
            eq(workshopPartStock.stockLocationId, locationId),
            sql`${workshopPartStock.quantity} + ${delta} >= 0`,
          ),
        )
        .returning({ quantity: workshopPartStock.quantity });
      return rows[0]?.quantity ?? null;
    }
    const [row] = await db
      .insert(workshopPartStock)
      .values({ partId, stockLocationId: locationId, quantity: delta })
      .onConflictDoUpdate({
        target: [workshopPartStock.partId, workshopPartStock.stockLocationId],
        set: { quantity: sql`${workshopPartStock.quantity} + ${delta}` },
      })
      .returning({ quantity: workshopPartStock.quantity });
    return row!.quantity;
  },

  /** Active parts held (above zero) in these stores, matching every typed word in name or reference. */
  partChoices: (db: DbOrTx, locationIds: number[], q: string | undefined, limit: number) =>
    db
      .select({
        id: workshopParts.id,
        reference: workshopParts.reference,
        name: workshopParts.name,
        storeId: workshopPartStock.stockLocationId,
        quantity: workshopPartStock.quantity,
      })
      .from(workshopParts)
      .innerJoin(workshopPartStock, eq(workshopPartStock.partId, workshopParts.id))
      .where(
        and(partWhere({ q, active: true }), inArray(workshopPartStock.stockLocationId, locationIds), gt(workshopPartStock.quantity, 0)),
      )
      .orderBy(asc(workshopParts.name), asc(workshopPartStock.stockLocationId))
      .limit(limit),

  /** The accessories marked as parts (the shop's other accessories are never offered in the picker). */
  accessoryIds: async (db: DbOrTx) =>
    new Set((await db.select({ id: workshopPartAccessories.accessoryId }).from(workshopPartAccessories)).map((r) => r.id)),

  async isAccessoryPart(db: DbOrTx, accessoryId: number) {
    const [row] = await db.select().from(workshopPartAccessories).where(eq(workshopPartAccessories.accessoryId, accessoryId));
    return row !== undefined;
  },
  markAccessory: (db: DbOrTx, accessoryId: number, markedById: number | null) =>
    db.insert(workshopPartAccessories).values({ accessoryId, markedById }).onConflictDoNothing().returning(),
  unmarkAccessory: (db: DbOrTx, accessoryId: number) =>
    db.delete(workshopPartAccessories).where(eq(workshopPartAccessories.accessoryId, accessoryId)).returning(),
};
