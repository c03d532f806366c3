import { and, asc, count, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from './bike-models.repository';
import { accessoryModels } from './catalog.table';

export type AccessoryRow = typeof accessoryModels.$inferSelect;
export type NewAccessory = typeof accessoryModels.$inferInsert;

export const accessoriesRepository = {
  async byId(db: DbOrTx, id: number): Promise<AccessoryRow | undefined> {
    const [row] = await db.select().from(accessoryModels).where(eq(accessoryModels.id, id));
    return row;
  },
  async bySlug(db: DbOrTx, slug: string): Promise<AccessoryRow | undefined> {
    const [row] = await db.select().from(accessoryModels).where(eq(accessoryModels.slug, slug));
    return row;
  },
  async byReference(db: DbOrTx, reference: string): Promise<AccessoryRow | undefined> {
    const [row] = await db.select().from(accessoryModels).where(eq(accessoryModels.reference, reference));
    return row;
  },
  async byIds(db: DbOrTx, ids: number[]): Promise<AccessoryRow[]> {
    if (ids.length === 0) return [];
    return db.select().from(accessoryModels).where(inArray(accessoryModels.id, ids));
  },
  async slugsLike(db: DbOrTx, base: string): Promise<string[]> {
    const rows = await db
      .select({ slug: accessoryModels.slug })
      .from(accessoryModels)
      .where(sql`${accessoryModels.slug} = ${base} or ${accessoryModels.slug} like ${`${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`}`);
    return rows.map((r) => r.slug);
  },
  async insert(db: DbOrTx, values: NewAccessory): Promise<AccessoryRow> {
    const [row] = await db.insert(accessoryModels).values(values).returning();
    return row!;
  },
  async update(db: DbOrTx, id: number, values: Partial<NewAccessory>): Promise<AccessoryRow> {
    const [row] = await db
      .update(accessoryModels)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(accessoryModels.id, id))
      .returning();
    return row!;
  },
  async remove(db: DbOrTx, id: number) {
    await db.delete(accessoryModels).where(eq(accessoryModels.id, id));
  },
  page: (db: DbOrTx, where: SQL | undefined, orderBy: SQL[], limit: number, offset: number) =>
    db
      .select()
      .from(accessoryModels)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
  async count(db: DbOrTx, where: SQL | undefined): Promise<number> {
    const [row] = await db.select({ n: count() }).from(accessoryModels).where(where);
    return Number(row?.n ?? 0);
  },
};

export type AccessoryFilters = {
  category?: string[];
  available?: boolean;
  q?: string;
  priceMin?: number;
  priceMax?: number;
  /** Only these ids; an empty list matches nothing. */
  ids?: number[];
};
export function accessoryWhere(f: AccessoryFilters): SQL | undefined {
  return and(
    f.ids === undefined ? undefined : f.ids.length ? inArray(accessoryModels.id, f.ids) : sql`false`,
    f.category?.length ? inArray(accessoryModels.category, f.category) : undefined,
    f.available === undefined ? undefined : eq(accessoryModels.available, f.available),
    f.q ? like(accessoryModels.search, containsPattern(f.q)) : undefined,
    f.priceMin === undefined ? undefined : sql`${accessoryModels.publicPriceCents} >= ${f.priceMin}`,
    f.priceMax === undefined ? undefined : sql`${accessoryModels.publicPriceCents} <= ${f.priceMax}`,
  );
}

export function accessoryOrder(sort: 'name' | 'price' | 'category', order: 'asc' | 'desc', publicPrice = false): SQL[] {
  const dir = order === 'desc' ? desc : asc;
  if (sort === 'price') return [dir(publicPrice ? accessoryModels.publicPriceCents : accessoryModels.priceCents), dir(accessoryModels.id)];
  if (sort === 'category') return [dir(accessoryModels.category), dir(accessoryModels.sortName), dir(accessoryModels.id)];
  return [dir(accessoryModels.sortName), dir(accessoryModels.id)];
}
