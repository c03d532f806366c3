import { and, asc, count, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bikeModels } from './catalog.table';

export type BikeModelRow = typeof bikeModels.$inferSelect;
export type NewBikeModel = typeof bikeModels.$inferInsert;

/** `q` as a LIKE pattern on the search column: wildcards typed by the user are taken literally. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const bikeModelsRepository = {
  async byId(db: DbOrTx, id: number): Promise<BikeModelRow | undefined> {
    const [row] = await db.select().from(bikeModels).where(eq(bikeModels.id, id));
    return row;
  },
  async bySlug(db: DbOrTx, slug: string): Promise<BikeModelRow | undefined> {
    const [row] = await db.select().from(bikeModels).where(eq(bikeModels.slug, slug));
    return row;
  },
  async byIds(db: DbOrTx, ids: number[]): Promise<BikeModelRow[]> {
    if (ids.length === 0) return [];
    return db.select().from(bikeModels).where(inArray(bikeModels.id, ids));
  },
  async byBrandRef(db: DbOrTx, brand: string, ref: string): Promise<BikeModelRow | undefined> {
    const [row] = await db
      .select()
      .from(bikeModels)
      .where(and(eq(bikeModels.brand, brand), eq(bikeModels.externalRef, ref)));
    return row;
  },
  async bySortNames(db: DbOrTx, sortNames: string[]): Promise<BikeModelRow[]> {
    if (sortNames.length === 0) return [];
    return db.select().from(bikeModels).where(inArray(bikeModels.sortName, sortNames)).orderBy(asc(bikeModels.id));
  },
  async byBrand(db: DbOrTx, brand: string): Promise<BikeModelRow[]> {
    return db.select().from(bikeModels).where(eq(bikeModels.brand, brand));
  },
  /** Slugs equal to `base` or `base-N`, to pick the next free one in one query. */
  async slugsLike(db: DbOrTx, base: string): Promise<string[]> {
    const rows = await db
      .select({ slug: bikeModels.slug })
      .from(bikeModels)
      .where(or(eq(bikeModels.slug, base), like(bikeModels.slug, `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`)));
    return rows.map((r) => r.slug);
  },
  async insert(db: DbOrTx, values: NewBikeModel): Promise<BikeModelRow> {
    const [row] = await db.insert(bikeModels).values(values).returning();
    return row!;
  },
  async update(db: DbOrTx, id: number, values: Partial<NewBikeModel>): Promise<BikeModelRow> {
    const [row] = await db
      .update(bikeModels)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(bikeModels.id, id))
      .returning();
    return row!;
  },
  async page(db: DbOrTx, where: SQL | undefined, orderBy: SQL[], limit: number, offset: number): Promise<BikeModelRow[]> {
    return db
      .select()
      .from(bikeModels)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
  },
  async count(db: DbOrTx, where: SQL | undefined): Promise<number> {
    const [row] = await db.select({ n: count() }).from(bikeModels).where(where);
    return Number(row?.n ?? 0);
  },
};

export type ModelSort = 'name' | 'brand' | 'price' | 'year';
export function modelOrder(sort: ModelSort, order: 'asc' | 'desc'): SQL[] {
  const dir = order === 'desc' ? desc : asc;
  switch (sort) {
    case 'brand':
      return [dir(bikeModels.brand), dir(bikeModels.sortName), dir(bikeModels.id)];
    case 'price':
      return [dir(bikeModels.priceCents), dir(bikeModels.id)];
    case 'year':
      return [dir(bikeModels.year), dir(bikeModels.id)];
    default:
      return [dir(bikeModels.sortName), dir(bikeModels.id)];
  }
}

export type ModelFilters = {
  brand?: string;
  electric?: boolean;
  frameType?: string[];
  usage?: string[];
  available?: boolean;
  cafeteria?: boolean;
  q?: string;
};
export function modelWhere(f: ModelFilters): SQL | undefined {
  return and(
    f.brand ? eq(bikeModels.brand, f.brand) : undefined,
    f.electric === undefined ? undefined : eq(bikeModels.electric, f.electric),
    f.frameType?.length ? inArray(bikeModels.frameType, f.frameType) : undefined,
    f.usage?.length ? inArray(bikeModels.usage, f.usage) : undefined,
    f.available === undefined ? undefined : f.available ? sql`${bikeModels.available}` : sql`not ${bikeModels.available}`,
    f.cafeteria ? sql`${bikeModels.cafeteriaEligible}` : undefined,
    f.q ? like(bikeModels.search, containsPattern(f.q)) : undefined,
  );
}
