import type { SupplierBatchQuery } from '@veloport/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { supplierPaymentBatches } from './supplier-payments.table';

export type SupplierBatchRow = typeof supplierPaymentBatches.$inferSelect;

/** Supplier payment batches (decision 084); their purchases are the purchases repository's. */
export const supplierPaymentsRepository = {
  async insert(db: DbOrTx, values: typeof supplierPaymentBatches.$inferInsert): Promise<SupplierBatchRow> {
    const [row] = await db.insert(supplierPaymentBatches).values(values).returning();
    return row!;
  },
  /** Newest first (the table's index), by status. */
  async page(db: DbOrTx, query: Pick<SupplierBatchQuery, 'status'>, limit: number, offset: number) {
    const where = query.status ? eq(supplierPaymentBatches.status, query.status) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(supplierPaymentBatches)
        .where(where)
        .orderBy(desc(supplierPaymentBatches.createdAt), desc(supplierPaymentBatches.id))
        .limit(limit)
        .offset(offset),
      db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(supplierPaymentBatches)
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },
  async get(db: DbOrTx, id: number): Promise<SupplierBatchRow | null> {
    const [row] = await db.select().from(supplierPaymentBatches).where(eq(supplierPaymentBatches.id, id));
    return row ?? null;
  },
  async markPaid(db: DbOrTx, id: number, paidOn: string) {
    const [row] = await db
      .update(supplierPaymentBatches)
      .set({ status: 'paid', paidOn })
      .where(sql`${supplierPaymentBatches.id} = ${id} and ${supplierPaymentBatches.status} = 'open'`)
      .returning();
    return row ?? null;
  },
  /** The next message id: `VP-SUP-000042`, one more than the batches so far (under the batch transaction's lock). */
  async nextMessageId(db: DbOrTx): Promise<string> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext('supplier_payment_batches'))`);
    const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(supplierPaymentBatches);
    return `VP-SUP-${String((row?.n ?? 0) + 1).padStart(6, '0')}`;
  },
};
