import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { assetAdditions as x } from './asset-additions.table';
import { fixedAssets as f } from './fixed-assets.table';

export type AssetAdditionRow = typeof x.$inferSelect;

/** What was added to the register's bikes (decision 115). */
export const assetAdditionsRepository = {
  /** Every addition, for the register computed from the feeds (the books' monthly run). */
  all: (db: DbOrTx) => db.select({ bikeId: x.bikeId, date: x.date, amountCents: x.amountCents }).from(x),
  ofBike: (db: DbOrTx, bikeId: number) => db.select().from(x).where(eq(x.bikeId, bikeId)).orderBy(asc(x.date), asc(x.id)),
  async one(db: DbOrTx, bikeId: number, id: number): Promise<AssetAdditionRow | null> {
    const [row] = await db
      .select()
      .from(x)
      .where(and(eq(x.bikeId, bikeId), eq(x.id, id)));
    return row ?? null;
  },
  async insert(db: DbOrTx, values: typeof x.$inferInsert): Promise<AssetAdditionRow> {
    const [row] = await db.insert(x).values(values).returning();
    return row!;
  },
  remove: (db: DbOrTx, id: number) => db.delete(x).where(eq(x.id, id)),
  /** The bike's row of the stored register (decision 109), null when it is not a fixed asset. */
  async registerRow(db: DbOrTx, bikeId: number) {
    const [row] = await db
      .select({ acquisitionDate: f.acquisitionDate, acquisitionCents: f.acquisitionCents, disposedAt: f.disposedAt })
      .from(f)
      .where(eq(f.bikeId, bikeId));
    return row ?? null;
  },
};
