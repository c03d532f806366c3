import { and, asc, count, desc, eq, ilike, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../platform/list';
import { servicePrices } from './service-prices.table';

export type ServicePriceRow = typeof servicePrices.$inferSelect;
export type ServicePriceFilters = { category?: string; storeId?: number; displayed?: boolean; q?: string };
export type ServicePriceSort = 'id' | 'description' | 'category' | 'priceInclVatCents' | 'store' | 'createdAt' | 'updatedAt';

/** Category, store and displayed exactly; `q` in any of the three descriptions. */
export function servicePriceWhere(f: ServicePriceFilters): SQL | undefined {
  const q = f.q ? containsPattern(f.q) : null;
  const d = servicePrices.description;
  return and(
    f.category ? eq(servicePrices.category, f.category) : undefined,
    f.storeId ? eq(servicePrices.storeId, f.storeId) : undefined,
    f.displayed === undefined ? undefined : eq(servicePrices.displayed, f.displayed),
    q ? or(ilike(sql`${d}->>'fr'`, q), ilike(sql`${d}->>'nl'`, q), ilike(sql`${d}->>'en'`, q)) : undefined,
  );
}

/** Sorting by description follows the reader's language; by store, its name (given by the stock module). */
const sortColumn = (sort: ServicePriceSort, language: 'fr' | 'nl' | 'en', storeName: SQL) =>
  ({
    id: servicePrices.id,
    description: sql`lower(${servicePrices.description}->>${language})`,
    category: servicePrices.category,
    priceInclVatCents: servicePrices.priceInclVatCents,
    store: storeName,
    createdAt: servicePrices.createdAt,
    updatedAt: servicePrices.updatedAt,
  })[sort];

export const servicePricesRepository = {
  async byId(db: DbOrTx, id: number): Promise<ServicePriceRow | undefined> {
    const [row] = await db.select().from(servicePrices).where(eq(servicePrices.id, id));
    return row;
  },
  byIds: (db: DbOrTx, ids: number[]) =>
    ids.length
      ? db
          .select({ id: servicePrices.id, description: servicePrices.description })
          .from(servicePrices)
          .where(inArray(servicePrices.id, ids))
      : Promise.resolve([]),
  async lock(db: DbOrTx, id: number): Promise<ServicePriceRow | undefined> {
    const [row] = await db.select().from(servicePrices).where(eq(servicePrices.id, id)).for('update');
    return row;
  },
  async insert(db: DbOrTx, values: typeof servicePrices.$inferInsert) {
    const [row] = await db.insert(servicePrices).values(values).returning();
    return row!;
  },
  async update(db: DbOrTx, id: number, values: Partial<typeof servicePrices.$inferInsert>) {
    const [row] = await db
      .update(servicePrices)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(servicePrices.id, id))
      .returning();
    return row!;
  },
  page(
    db: DbOrTx,
    where: SQL | undefined,
    sort: {
      by: ServicePriceSort;
      order: 'asc' | 'desc';
      language: 'fr' | 'nl' | 'en';
      storeName: (storeId: AnyColumn) => SQL<string | null>;
    },
    limit: number,
    offset: number,
  ) {
    const dir = sort.order === 'asc' ? asc : desc;
    return db
      .select()
      .from(servicePrices)
      .where(where)
      .orderBy(dir(sortColumn(sort.by, sort.language, sort.storeName(servicePrices.storeId))), dir(servicePrices.id))
      .limit(limit)
      .offset(offset);
  },
  async count(db: DbOrTx, where: SQL | undefined) {
    const [row] = await db.select({ n: count() }).from(servicePrices).where(where);
    return Number(row?.n ?? 0);
  },
};
