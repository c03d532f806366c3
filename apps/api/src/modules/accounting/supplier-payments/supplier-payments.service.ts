import {
  brusselsToday,
  target2Refusal,
  type Clock,
  type SupplierBatchInput,
  type SupplierBatchQuery,
  type SupplierBatchSummary,
} from '@veloport/domain';
import type { Db, DbOrTx } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError, invalid, notFound } from '../../../platform/errors';
import { EXPORT_MAX_ROWS } from '../../../platform/export';
import { pageOf, pageWindow } from '../../../platform/list';
import { pain001Errors, pain001Xml, type Pain001Debtor } from '../../../platform/pain001';
import { purchasesRepository as purchasesRepo, type PurchaseWithSupplier } from '../purchases/purchases.repository';
import { supplierPaymentsRepository as repo, type SupplierBatchRow } from './supplier-payments.repository';

export type SupplierPaymentsService = ReturnType<typeof createSupplierPaymentsService>;
type Actor = { id: number | null; ip?: string | null };

const batchView = (b: SupplierBatchRow, purchaseIds: number[]) => ({
  id: b.id,
  messageId: b.messageId,
  executionDate: b.executionDate,
  status: b.status as 'open' | 'paid',
  totalCents: b.totalCents,
  purchaseIds,
});

const summaryView = (b: SupplierBatchRow): SupplierBatchSummary => ({
  id: b.id,
  messageId: b.messageId,
  executionDate: b.executionDate,
  status: b.status as SupplierBatchSummary['status'],
  count: b.count,
  totalCents: b.totalCents,
});

/**
 * Supplier payments (decision 084): approved, unpaid invoices with an IBAN go into a batch for one execution date (a
 * TARGET2 business day, not in the past in Brussels); its pain.001.001.03 file is checked against the XSD when the
 * batch is made and again at each download. Marking the batch paid pays its invoices (and the bank journal follows).
 */
export function createSupplierPaymentsService({ clock, db, debtor }: { clock: Clock; db: Db; debtor: Pain001Debtor }) {
  async function fileOf(batch: SupplierBatchRow, conn: DbOrTx = db) {
    const rows = await purchasesRepo.ofBatch(conn, batch.id);
    const xml = pain001Xml({
      messageId: batch.messageId,
      createdAt: batch.createdAt,
      executionDate: batch.executionDate,
      debtor,
      transfers: rows.map(({ purchase: p, supplier: s }) => ({
        endToEndId: `VP-PUR-${String(p.id).padStart(6, '0')}`,
        amountCents: p.inclVatCents,
        creditorName: s.name,
        iban: (p.iban ?? s.iban)!,
        bic: p.bic ?? s.bic,
        remittance: p.number,
        creditorReference: p.structuredCommunication,
      })),
    });
    const errors = await pain001Errors(xml);
    if (errors.length) throw new AppError(422, 'validation_failed', errors.slice(0, 5).join('\n'), { file: 'pain001_invalid' });
    return xml;
  }

  function refusalOf(rows: PurchaseWithSupplier[], ids: number[]) {
    if (rows.length !== new Set(ids).size) return 'purchase_not_payable' as const;
    for (const { purchase: p, supplier: s } of rows) {
      if (p.status !== 'approved' || p.batchId !== null || p.kind !== 'invoice' || p.inclVatCents <= 0)
        return 'purchase_not_payable' as const;
      if (!(p.iban ?? s.iban)) return 'no_supplier_iban' as const;
    }
    return null;
  }

  return {
    async createBatch(input: SupplierBatchInput, actor: Actor) {
      const today = brusselsToday(clock);
      if (input.executionDate < today) throw invalid({ executionDate: 'in_the_past' });
      const dateRefusal = target2Refusal(input.executionDate);
      if (dateRefusal) throw invalid({ executionDate: dateRefusal });
      const ids = [...new Set(input.purchaseIds)];
      return db.transaction(async (tx) => {
        const rows = await purchasesRepo.many(tx, ids);
        const refusal = refusalOf(rows, ids);
        if (refusal) throw invalid({ purchaseIds: refusal });
        const batch = await repo.insert(tx, {
          messageId: await repo.nextMessageId(tx),
          executionDate: input.executionDate,
          count: rows.length,
          totalCents: rows.reduce((s, r) => s + r.purchase.inclVatCents, 0),
          createdById: actor.id,
          createdAt: clock.now(),
        });
        await purchasesRepo.setBatch(tx, ids, batch.id);
        await fileOf(batch, tx);
        await recordAudit(tx, {
          actorId: actor.id,
          ip: actor.ip,
          action: 'supplier_batch.create',
          entity: 'supplier_payment_batch',
          entityId: batch.id,
          after: { purchaseIds: ids, executionDate: input.executionDate },
        });
        return batchView(batch, ids);
      });
    },
    async list(query: SupplierBatchQuery) {
      const { limit, offset } = pageWindow(query);
      const { rows, total } = await repo.page(db, query, limit, offset);
      return pageOf(rows.map(summaryView), total, query);
    },
    async listForExport(query: SupplierBatchQuery) {
      return (await repo.page(db, query, EXPORT_MAX_ROWS, 0)).rows.map(summaryView);
    },
    async get(id: number) {
      const batch = await repo.get(db, id);
      if (!batch) throw notFound('Batch');
      return batchView(
        batch,
        (await purchasesRepo.ofBatch(db, id)).map((r) => r.purchase.id),
      );
    },
    async xml(id: number) {
      const batch = await repo.get(db, id);
      if (!batch) throw notFound('Batch');
      return { filename: `${batch.messageId}.xml`, xml: await fileOf(batch) };
    },
    /** The bank executed the batch: its invoices are paid on the execution date. */
    async markPaid(id: number, actor: Actor) {
      return db.transaction(async (tx) => {
        const batch = await repo.get(tx, id);
        if (!batch) throw notFound('Batch');
        const paid = await repo.markPaid(tx, id, batch.executionDate);
        if (!paid) throw invalid({ status: 'already_final' });
        await purchasesRepo.markPaid(tx, id, batch.executionDate);
        await recordAudit(tx, {
          actorId: actor.id,
          ip: actor.ip,
          action: 'supplier_batch.paid',
          entity: 'supplier_payment_batch',
          entityId: id,
        });
        return batchView(
          paid,
          (await purchasesRepo.ofBatch(tx, id)).map((r) => r.purchase.id),
        );
      });
    },
  };
}
