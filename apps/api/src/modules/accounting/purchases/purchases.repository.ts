import type { PurchaseQuery } from '@veloport/domain';
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../platform/list';
import { purchases, suppliers } from './purchases.table';

export type PurchaseRow = typeof purchases.$inferSelect;
export type SupplierRow = typeof suppliers.$inferSelect;
export type PurchaseWithSupplier = { purchase: PurchaseRow; supplier: SupplierRow };

function listWhere(query: Pick<PurchaseQuery, 'status' | 'q'>): SQL | undefined {
  const q = query.q ? containsPattern(query.q) : null;
  return and(
    query.status ? eq(purchases.status, query.status) : undefined,
    q ? sql`(${suppliers.name} ilike ${q} or ${purchases.number} ilike ${q} or ${suppliers.vatNumber} ilike ${q})` : undefined,
  );
}

/** Suppliers and their invoices (decision 084). */
export const purchasesRepository = {
  /** The supplier of this VAT number, created or brought up to date from the invoice (a blank IBAN keeps the known one). */
  async upsertSupplier(db: DbOrTx, s: { name: string; vatNumber: string; iban: string | null; bic: string | null }): Promise<SupplierRow> {
    const [row] = await db
      .insert(suppliers)
      .values(s)
      .onConflictDoUpdate({
        target: suppliers.vatNumber,
        set: {
          name: s.name,
          iban: sql`coalesce(excluded.iban, ${suppliers.iban})`,
          bic: sql`coalesce(excluded.bic, ${suppliers.bic})`,
          updatedAt: sql`now()`,
        },
      })
      .returning();
    return row!;
  },
  async insert(db: DbOrTx, values: typeof purchases.$inferInsert): Promise<PurchaseRow> {
    const [row] = await db.insert(purchases).values(values).returning();
    return row!;
  },
  async get(db: DbOrTx, id: number): Promise<PurchaseWithSupplier | null> {
    const [row] = await db
      .select({ purchase: purchases, supplier: suppliers })
      .from(purchases)
      .innerJoin(suppliers, eq(suppliers.id, purchases.supplierId))
      .where(eq(purchases.id, id));
    return row ?? null;
  },
  many(db: DbOrTx, ids: number[]): Promise<PurchaseWithSupplier[]> {
    if (!ids.length) return Promise.resolve([]);
    return db
      .select({ purchase: purchases, supplier: suppliers })
      .from(purchases)
      .innerJoin(suppliers, eq(suppliers.id, purchases.supplierId))
      .where(inArray(purchases.id, ids))
      .orderBy(asc(purchases.id))
      .for('update', { of: purchases });
  },
  async decide(db: DbOrTx, id: number, set: { status: string; refusalReason?: string | null; decidedById: number | null }) {
    const [row] = await db
      .update(purchases)
      .set({ ...set, decidedAt: sql`now()` })
      .where(and(eq(purchases.id, id), eq(purchases.status, 'to_approve')))
      .returning();
    return row ?? null;
  },
  async page(db: DbOrTx, query: PurchaseQuery, limit: number, offset: number) {
    const dir = query.order === 'asc' ? asc : desc;
    const column =
      { number: purchases.number, supplier: suppliers.name, dueDate: purchases.dueDate, amount: purchases.inclVatCents }[
        query.sort ?? ''
      ] ?? purchases.issueDate;
    const where = listWhere(query);
    const [rows, [total]] = await Promise.all([
      db
        .select({ purchase: purchases, supplier: suppliers })
        .from(purchases)
        .innerJoin(suppliers, eq(suppliers.id, purchases.supplierId))
        .where(where)
        .orderBy(dir(column), dir(purchases.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(purchases).innerJoin(suppliers, eq(suppliers.id, purchases.supplierId)).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },
  /** Invoices still to pay (to approve, or approved and not in a paid batch). */
  open(db: DbOrTx) {
    return db
      .select({ purchase: purchases, supplier: suppliers })
      .from(purchases)
      .innerJoin(suppliers, eq(suppliers.id, purchases.supplierId))
      .where(and(inArray(purchases.status, ['to_approve', 'approved']), eq(purchases.kind, 'invoice')))
      .orderBy(asc(purchases.dueDate), asc(purchases.id));
  },
  /** Purchases issued in a period, with their UBL (the export). */
  ofPeriod(db: DbOrTx, from: string, to: string) {
    return db
      .select({ id: purchases.id, number: purchases.number, ubl: purchases.ubl, supplierName: suppliers.name, status: purchases.status })
      .from(purchases)
      .innerJoin(suppliers, eq(suppliers.id, purchases.supplierId))
      .where(and(sql`${purchases.issueDate} between ${from} and ${to}`, inArray(purchases.status, ['to_approve', 'approved', 'paid'])))
      .orderBy(asc(purchases.issueDate), asc(purchases.id));
  },
  setBatch(db: DbOrTx, ids: number[], batchId: number) {
    return db
      .update(purchases)
      .set({ batchId })
      .where(and(inArray(purchases.id, ids), isNull(purchases.batchId)));
  },
  markPaid(db: DbOrTx, batchId: number, paidOn: string) {
    return db
      .update(purchases)
      .set({ status: 'paid', paidOn })
      .where(and(eq(purchases.batchId, batchId), eq(purchases.status, 'approved')));
  },
  /** Paid outside a batch (the accountant's software, decision 117): only an approved invoice in no batch. */
  async markPaidElsewhere(db: DbOrTx, id: number, paidOn: string): Promise<PurchaseRow | null> {
    const [row] = await db
      .update(purchases)
      .set({ status: 'paid', paidOn })
      .where(and(eq(purchases.id, id), eq(purchases.status, 'approved'), eq(purchases.kind, 'invoice'), isNull(purchases.batchId)))
      .returning();
    return row ?? null;
  },
  ofBatch(db: DbOrTx, batchId: number): Promise<PurchaseWithSupplier[]> {
    return db
      .select({ purchase: purchases, supplier: suppliers })
      .from(purchases)
      .innerJoin(suppliers, eq(suppliers.id, purchases.supplierId))
      .where(eq(purchases.batchId, batchId))
      .orderBy(asc(purchases.id));
  },
};
