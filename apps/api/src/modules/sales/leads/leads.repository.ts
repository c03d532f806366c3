import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../platform/list';
import { leadNotes, leads } from './leads.table';

export type LeadRow = typeof leads.$inferSelect;
export type LeadNoteRow = typeof leadNotes.$inferSelect;
export type LeadFilters = { status?: string; source?: string; q?: string };
export type LeadSort = 'id' | 'createdAt' | 'status' | 'lastname';

/** Status and source exactly; `q` in the name, e-mail, company or message. */
export function leadWhere(f: LeadFilters): SQL | undefined {
  const q = f.q ? containsPattern(f.q) : null;
  return and(
    f.status ? eq(leads.status, f.status) : undefined,
    f.source ? eq(leads.source, f.source) : undefined,
    q
      ? or(ilike(leads.firstname, q), ilike(leads.lastname, q), ilike(leads.email, q), ilike(leads.companyName, q), ilike(leads.message, q))
      : undefined,
  );
}

const SORTS = { id: leads.id, createdAt: leads.createdAt, status: leads.status, lastname: leads.lastname } as const;

export const leadsRepository = {
  async byId(db: DbOrTx, id: number): Promise<LeadRow | undefined> {
    const [row] = await db.select().from(leads).where(eq(leads.id, id));
    return row;
  },
  /** The row locked for the rest of the transaction: two status changes or offers of one lead run one after the other. */
  async lock(db: DbOrTx, id: number): Promise<LeadRow | undefined> {
    const [row] = await db.select().from(leads).where(eq(leads.id, id)).for('update');
    return row;
  },
  async insert(db: DbOrTx, values: typeof leads.$inferInsert) {
    const [row] = await db.insert(leads).values(values).returning();
    return row!;
  },
  async update(db: DbOrTx, id: number, values: Partial<typeof leads.$inferInsert>) {
    const [row] = await db
      .update(leads)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(leads.id, id))
      .returning();
    return row!;
  },
  page(db: DbOrTx, where: SQL | undefined, sort: LeadSort, order: 'asc' | 'desc', limit: number, offset: number) {
    const dir = order === 'asc' ? asc : desc;
    return db.select().from(leads).where(where).orderBy(dir(SORTS[sort]), dir(leads.id)).limit(limit).offset(offset);
  },
  async count(db: DbOrTx, where: SQL | undefined) {
    const [row] = await db.select({ n: count() }).from(leads).where(where);
    return Number(row?.n ?? 0);
  },
  async insertNote(db: DbOrTx, values: typeof leadNotes.$inferInsert) {
    const [row] = await db.insert(leadNotes).values(values).returning();
    return row!;
  },
  notes: (db: DbOrTx, leadId: number) =>
    db.select().from(leadNotes).where(eq(leadNotes.leadId, leadId)).orderBy(desc(leadNotes.createdAt), desc(leadNotes.id)),
  byRequestIds: (db: DbOrTx, ids: number[]) =>
    ids.length ? db.select().from(leads).where(inArray(leads.requestId, ids)) : Promise.resolve([] as LeadRow[]),
};
