import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brandImportRuns } from './catalog.table';

export type ImportRunRow = typeof brandImportRuns.$inferSelect;

export const importsRepository = {
  async insert(db: DbOrTx, values: typeof brandImportRuns.$inferInsert): Promise<ImportRunRow> {
    const [row] = await db.insert(brandImportRuns).values(values).returning();
    return row!;
  },
  async byId(db: DbOrTx, id: number): Promise<ImportRunRow | undefined> {
    const [row] = await db.select().from(brandImportRuns).where(eq(brandImportRuns.id, id));
    return row;
  },
  /** Locks the run so that two apply requests cannot both apply it. */
  async byIdForUpdate(db: DbOrTx, id: number): Promise<ImportRunRow | undefined> {
    const [row] = await db.select().from(brandImportRuns).where(eq(brandImportRuns.id, id)).for('update');
    return row;
  },
  async update(db: DbOrTx, id: number, values: Partial<typeof brandImportRuns.$inferInsert>): Promise<ImportRunRow> {
    const [row] = await db.update(brandImportRuns).set(values).where(eq(brandImportRuns.id, id)).returning();
    return row!;
  },
  /** The list shows summaries: the items (possibly thousands) are read only on the run's own page. */
  page: (db: DbOrTx, where: SQL | undefined, order: 'asc' | 'desc', limit: number, offset: number) =>
    db
      .select({
        id: brandImportRuns.id,
        brand: brandImportRuns.brand,
        source: brandImportRuns.source,
        format: brandImportRuns.format,
        status: brandImportRuns.status,
        summary: brandImportRuns.summary,
        appliedKeys: brandImportRuns.appliedKeys,
        createdBy: brandImportRuns.createdBy,
        createdAt: brandImportRuns.createdAt,
        appliedAt: brandImportRuns.appliedAt,
      })
      .from(brandImportRuns)
      .where(where)
      .orderBy(
        order === 'asc' ? brandImportRuns.createdAt : desc(brandImportRuns.createdAt),
        order === 'asc' ? brandImportRuns.id : desc(brandImportRuns.id),
      )
      .limit(limit)
      .offset(offset),
  /** The runs of one brand, or of all. */
  brandWhere: (brand: string | undefined): SQL | undefined => (brand ? eq(brandImportRuns.brand, brand) : undefined),
  async count(db: DbOrTx, where: SQL | undefined) {
    const [row] = await db.select({ n: count() }).from(brandImportRuns).where(where);
    return Number(row?.n ?? 0);
  },
};
