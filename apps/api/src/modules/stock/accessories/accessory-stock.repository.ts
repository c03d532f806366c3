import { and, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { accessoryMovements, accessoryStock, inventoryAccessoryCounts } from '../stock.table';

export type MovementRow = typeof accessoryMovements.$inferSelect;

export const accessoryStockRepository = {
  async quantitiesOf(db: DbOrTx, accessoryIds: number[]) {
    if (accessoryIds.length === 0) return [];
    return db.select().from(accessoryStock).where(inArray(accessoryStock.accessoryId, accessoryIds));
  },
  /** The accessories with a store (or the given one) at or under its reorder level, over the partial index (decision 100). */
  async belowReorderLevelIds(db: DbOrTx, locationId?: number): Promise<number[]> {
    const rows = await db
      .selectDistinct({ id: accessoryStock.accessoryId })
      .from(accessoryStock)
      .where(
        and(
          lte(accessoryStock.quantity, accessoryStock.reorderLevel),
          locationId === undefined ? undefined : eq(accessoryStock.stockLocationId, locationId),
        ),
      );
    return rows.map((r) => r.id);
  },
  async row(db: DbOrTx, accessoryId: number, locationId: number) {
    const [row] = await db
      .select()
      .from(accessoryStock)
      .where(and(eq(accessoryStock.accessoryId, accessoryId), eq(accessoryStock.stockLocationId, locationId)));
    return row ?? null;
  },
  /** Sets (or clears) a store's level; a store that never held the accessory gets its row at quantity 0. */
  async setReorderLevel(db: DbOrTx, accessoryId: number, locationId: number, reorderLevel: number | null) {
    const [row] = await db
      .insert(accessoryStock)
      .values({ accessoryId, stockLocationId: locationId, quantity: 0, reorderLevel })
      .onConflictDoUpdate({
        target: [accessoryStock.accessoryId, accessoryStock.stockLocationId],
        set: { reorderLevel, updatedAt: sql`now()` },
      })
      .returning();
    return row!;
  },
  atLocation: (db: DbOrTx, locationId: number) => db.select().from(accessoryStock).where(eq(accessoryStock.stockLocationId, locationId)),

  /**
   * Adds `delta` atomically, refusing to go below zero: returns the new quantity, or null when the
   * stock would become negative (the row is then left as it was).
   */
  async add(db: DbOrTx, accessoryId: number, locationId: number, delta: number): Promise<number | null> {
    if (delta < 0) {
      const rows = await db
        .update(accessoryStock)
        .set({ quantity: sql`${accessoryStock.quantity} + ${delta}`, updatedAt: sql`now()` })
        .where(
          and(
            eq(accessoryStock.accessoryId, accessoryId),
            eq(accessoryStock.stockLocationId, locationId),
            sql`${accessoryStock.quantity} + ${delta} >= 0`,
          ),
        )
        .returning({ quantity: accessoryStock.quantity });
      return rows[0]?.quantity ?? null;
    }
    const [row] = await db
      .insert(accessoryStock)
      .values({ accessoryId, stockLocationId: locationId, quantity: delta })
      .onConflictDoUpdate({
        target: [accessoryStock.accessoryId, accessoryStock.stockLocationId],
        set: { quantity: sql`${accessoryStock.quantity} + ${delta}`, updatedAt: sql`now()` },
      })
      .returning({ quantity: accessoryStock.quantity });
    return row!.quantity;
  },
  async addMovement(db: DbOrTx, values: typeof accessoryMovements.$inferInsert): Promise<MovementRow> {
    const [row] = await db.insert(accessoryMovements).values(values).returning();
    return row!;
  },
  movementsPage: (db: DbOrTx, accessoryId: number, limit: number, offset: number) =>
    db
      .select()
      .from(accessoryMovements)
      .where(eq(accessoryMovements.accessoryId, accessoryId))
      .orderBy(desc(accessoryMovements.at), desc(accessoryMovements.id))
      .limit(limit)
      .offset(offset),
  async movementsCount(db: DbOrTx, accessoryId: number) {
    const [row] = await db.select({ n: count() }).from(accessoryMovements).where(eq(accessoryMovements.accessoryId, accessoryId));
    return Number(row?.n ?? 0);
  },

  /** Merge of a duplicate accessory: its quantities, movements and inventory counts move to the one kept. */
  async moveAll(db: DbOrTx, keepId: number, duplicateId: number): Promise<number> {
    const moved = await db.select().from(accessoryStock).where(eq(accessoryStock.accessoryId, duplicateId));
    for (const row of moved) {
      await db
        .insert(accessoryStock)
        .values({ accessoryId: keepId, stockLocationId: row.stockLocationId, quantity: row.quantity })
        .onConflictDoUpdate({
          target: [accessoryStock.accessoryId, accessoryStock.stockLocationId],
          set: { quantity: sql`${accessoryStock.quantity} + ${row.quantity}`, updatedAt: sql`now()` },
        });
    }
    await db.delete(accessoryStock).where(eq(accessoryStock.accessoryId, duplicateId));
    await db.update(accessoryMovements).set({ accessoryId: keepId }).where(eq(accessoryMovements.accessoryId, duplicateId));
    const counts = await db.select().from(inventoryAccessoryCounts).where(eq(inventoryAccessoryCounts.accessoryId, duplicateId));
    for (const c of counts) {
      await db
        .insert(inventoryAccessoryCounts)
        .values({ ...c, accessoryId: keepId })
        .onConflictDoUpdate({
          target: [inventoryAccessoryCounts.inventoryId, inventoryAccessoryCounts.accessoryId],
          set: {
            expected: sql`${inventoryAccessoryCounts.expected} + ${c.expected}`,
            counted: sql`coalesce(${inventoryAccessoryCounts.counted}, 0) + coalesce(${c.counted}, 0)`,
          },
        });
    }
    await db.delete(inventoryAccessoryCounts).where(eq(inventoryAccessoryCounts.accessoryId, duplicateId));
    return moved.reduce((sum, r) => sum + r.quantity, 0);
  },
};
