import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ON_SITE_CONTRACT_KINDS } from '@veloport/domain';
import type { DbOrTx } from '../../../db/client';
import { accessoryStock, bikes, inventories, inventoryAccessoryCounts, inventoryLines } from '../stock.table';

export type InventoryRow = typeof inventories.$inferSelect;
export type InventoryLineRow = typeof inventoryLines.$inferSelect;

export const inventoriesRepository = {
  async insert(db: DbOrTx, values: typeof inventories.$inferInsert): Promise<InventoryRow> {
    const [row] = await db.insert(inventories).values(values).returning();
    return row!;
  },
  async byId(db: DbOrTx, id: number): Promise<InventoryRow | undefined> {
    const [row] = await db.select().from(inventories).where(eq(inventories.id, id));
    return row;
  },
  async byIdForUpdate(db: DbOrTx, id: number): Promise<InventoryRow | undefined> {
    const [row] = await db.select().from(inventories).where(eq(inventories.id, id)).for('update');
    return row;
  },
  async openAt(db: DbOrTx, locationId: number): Promise<InventoryRow | undefined> {
    const [row] = await db
      .select()
      .from(inventories)
      .where(and(eq(inventories.stockLocationId, locationId), eq(inventories.status, 'open')));
    return row;
  },
  async update(db: DbOrTx, id: number, values: Partial<typeof inventories.$inferInsert>) {
    const [row] = await db.update(inventories).set(values).where(eq(inventories.id, id)).returning();
    return row!;
  },
  page: (db: DbOrTx, where: SQL | undefined, order: 'asc' | 'desc', limit: number, offset: number) =>
    db
      .select()
      .from(inventories)
      .where(where)
      .orderBy(
        order === 'asc' ? asc(inventories.startedAt) : desc(inventories.startedAt),
        order === 'asc' ? asc(inventories.id) : desc(inventories.id),
      )
      .limit(limit)
      .offset(offset),
  async count(db: DbOrTx, where: SQL | undefined) {
    const [row] = await db.select({ n: count() }).from(inventories).where(where);
    return Number(row?.n ?? 0);
  },

  /** The start of a count: every bike expected on the shop floor of that store, in one statement. */
  async snapshotBikes(db: DbOrTx, inventoryId: number, locationId: number) {
    await db.execute(sql`
      insert into ${inventoryLines} (inventory_id, bike_id, frame_number, expected)
      select ${inventoryId}, ${bikes.id}, ${bikes.frameNumber}, true from ${bikes}
      where ${bikes.stockLocationId} = ${locationId} and ${inArray(bikes.contractKind, [...ON_SITE_CONTRACT_KINDS])}`);
  },
  async snapshotAccessories(db: DbOrTx, inventoryId: number, locationId: number) {
    await db.execute(sql`
      insert into ${inventoryAccessoryCounts} (inventory_id, accessory_id, expected)
      select ${inventoryId}, ${accessoryStock.accessoryId}, ${accessoryStock.quantity} from ${accessoryStock}
      where ${accessoryStock.stockLocationId} = ${locationId} and ${accessoryStock.quantity} > 0`);
  },

  linesOf: (db: DbOrTx, inventoryId: number) =>
    db.select().from(inventoryLines).where(eq(inventoryLines.inventoryId, inventoryId)).orderBy(asc(inventoryLines.id)),
  async line(db: DbOrTx, inventoryId: number, frameNumber: string): Promise<InventoryLineRow | undefined> {
    const [row] = await db
      .select()
      .from(inventoryLines)
      .where(and(eq(inventoryLines.inventoryId, inventoryId), eq(inventoryLines.frameNumber, frameNumber)));
    return row;
  },
  async markScanned(db: DbOrTx, lineId: number, by: number | null) {
    await db
      .update(inventoryLines)
      .set({ scannedAt: sql`now()`, scannedBy: by })
      .where(eq(inventoryLines.id, lineId));
  },
  async addLine(db: DbOrTx, values: typeof inventoryLines.$inferInsert) {
    await db.insert(inventoryLines).values(values);
  },
  /** Expected, scanned, missing and unexpected per inventory, for a page of inventories in one query. */
  countsOf: (db: DbOrTx, ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({
            inventoryId: inventoryLines.inventoryId,
            expected: sql<number>`count(*) filter (where ${inventoryLines.expected})`.mapWith(Number),
            scanned: sql<number>`count(*) filter (where ${inventoryLines.scannedAt} is not null)`.mapWith(Number),
            missing: sql<number>`count(*) filter (where ${inventoryLines.expected} and ${inventoryLines.scannedAt} is null)`.mapWith(
              Number,
            ),
            unexpected: sql<number>`count(*) filter (where not ${inventoryLines.expected})`.mapWith(Number),
          })
          .from(inventoryLines)
          .where(inArray(inventoryLines.inventoryId, ids))
          .groupBy(inventoryLines.inventoryId),

  accessoryCountsOf: (db: DbOrTx, inventoryId: number) =>
    db.select().from(inventoryAccessoryCounts).where(eq(inventoryAccessoryCounts.inventoryId, inventoryId)),
  async setAccessoryCount(db: DbOrTx, inventoryId: number, accessoryId: number, counted: number) {
    await db
      .insert(inventoryAccessoryCounts)
      .values({ inventoryId, accessoryId, expected: 0, counted })
      .onConflictDoUpdate({ target: [inventoryAccessoryCounts.inventoryId, inventoryAccessoryCounts.accessoryId], set: { counted } });
  },
};

export const inventoryWhere = (f: { locationId?: number; status?: string }): SQL | undefined =>
  and(f.locationId ? eq(inventories.stockLocationId, f.locationId) : undefined, f.status ? eq(inventories.status, f.status) : undefined);
