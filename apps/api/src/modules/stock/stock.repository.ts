import { asc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { stockLocations } from './stock.table';

/** The stores (stock locations): a handful of rows. */
export const stockRepository = {
  async locationName(db: DbOrTx, id: number): Promise<string | null> {
    const [row] = await db.select({ name: stockLocations.name }).from(stockLocations).where(eq(stockLocations.id, id));
    return row?.name ?? null;
  },
  locations: (db: DbOrTx) => db.select().from(stockLocations).orderBy(asc(stockLocations.id)),
  /** The location's name as an expression another query embeds (the per-request session load). */
  locationNameSql: (stockLocationId: SQL | AnyColumn): SQL<string | null> =>
    sql<string | null>`(select ${stockLocations.name} from ${stockLocations} where ${stockLocations.id} = ${stockLocationId})`,
};
