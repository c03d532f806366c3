import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { companyDocuments } from '../companies.table';

export type DocumentRow = typeof companyDocuments.$inferSelect;

/** Callers check the company is visible first; every query is still bound to that company. */
export const documentsRepository = {
  async list(db: DbOrTx, companyId: number, window: { limit: number; offset: number }) {
    const where = eq(companyDocuments.companyId, companyId);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(companyDocuments)
        .where(where)
        .orderBy(desc(companyDocuments.createdAt), desc(companyDocuments.id))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ n: count() }).from(companyDocuments).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  },

  async byId(db: DbOrTx, companyId: number, id: number): Promise<DocumentRow | undefined> {
    const [row] = await db
      .select()
      .from(companyDocuments)
      .where(and(eq(companyDocuments.companyId, companyId), eq(companyDocuments.id, id)));
    return row;
  },

  async insert(db: DbOrTx, values: typeof companyDocuments.$inferInsert): Promise<DocumentRow> {
    const [row] = await db.insert(companyDocuments).values(values).returning();
    return row!;
  },

  async remove(db: DbOrTx, id: number) {
    await db.delete(companyDocuments).where(eq(companyDocuments.id, id));
  },
};
