import {
  target2Refusal,
  type Refund,
  type RefundBatch,
  type CustomerCreditRefund,
  type CustomerCreditRefundInput,
  type RefundBatchDetail,
  type RefundInput,
  type RefundRecordMethod,
  type RefundListQuery,
  type Clock,
} from '@veloport/domain';
import type { Db, DbOrTx } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError, invalid, notFound } from '../../../platform/errors';
import { EXPORT_MAX_ROWS } from '../../../platform/export';
import { pageOf } from '../../../platform/list';
import { billsRepository } from '../bills/bills.repository';
import { recordBillPayment } from '../payments/record-bill-payment';
import type { SepaSettings } from '../sepa/sepa.config';
import { pain001Errors, pain001Xml } from '../../../platform/pain001';
import { refundsRepository as repo, type BatchRow, type RefundRow } from './refunds.repository';

type Actor = { id: number | null; ip?: string | null };
export type RefundsService = ReturnType<typeof createRefundsService>;

const ENTITY = 'refund';
const refundRef = (id: number) => `VP-REFUND-${String(id).padStart(6, '0')}`;
const statusOf = (r: RefundRow): Refund['status'] => (r.method !== 'transfer' ? 'done' : r.batchId ? 'batched' : 'pending');

/**
 * Refunds of a customer's credit (decision 061): an overpaid bill, or a credit note on a bill already paid, leaves
 * money owed to the customer. A refund is a negative payment of the invoice (source `refund`, via `recordBillPayment`)
 * never above that invoice's credit; a transfer waits for a pain.001.001.03 batch, validated against the XSD.
 */
export function createRefundsService({ clock, db, settings }: { clock: Clock; db: Db; settings: Pick<SepaSettings, 'creditor'> }) {
  async function views(rows: RefundRow[]): Promise<Refund[]> {
    const billIds = [...new Set(rows.map((r) => r.billId))];
    const batchIds = [...new Set(rows.flatMap((r) => (r.batchId ? [r.batchId] : [])))];
    const onlineIds = rows.flatMap((r) => (r.method === 'online' ? [r.paymentId] : []));
    const [refs, batches, providerRefs] = await Promise.all([
      repo.billRefs(db, billIds),
      repo.batchRefs(db, batchIds),
      repo.providerRefs(db, onlineIds),
    ]);
    const providerRefOf = new Map(providerRefs.map((p) => [p.id, p.reference]));
    const billOf = new Map(refs.map((b) => [b.id, b]));
    const batchOf = new Map(batches.map((b) => [b.id, b]));
    return rows.map((r) => ({
      id: r.id,
      bill: billOf.get(r.billId) ?? { id: r.billId, number: null, customerName: r.beneficiaryName },
      amountCents: r.amountCents,
      date: r.date,
      method: r.method as Refund['method'],
      beneficiaryName: r.beneficiaryName,
      iban: r.iban,
      bic: r.bic,
      status: statusOf(r),
      batch: r.batchId ? (batchOf.get(r.batchId) ?? null) : null,
      transferId: r.transferId,
      providerRefundId: r.method === 'online' ? (providerRefOf.get(r.paymentId) ?? null) : null,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  const batchView = (b: BatchRow): RefundBatch => ({
    id: b.id,
    messageId: b.messageId,
    executionDate: b.executionDate,
    count: b.count,
    totalCents: b.totalCents,
    createdAt: b.createdAt.toISOString(),
    downloadedAt: b.downloadedAt ? b.downloadedAt.toISOString() : null,
  });

  async function fileOf(batch: BatchRow, conn: DbOrTx = db) {
    const rows = await repo.ofBatchWithNumbers(conn, batch.id);
    // Refunds of one customer's credit over several bills are one transfer: the sum, every bill number (decision 065).
    const transfers = new Map<number, { first: RefundRow; amountCents: number; numbers: string[] }>();
    for (const { refund: r, number } of rows) {
      const key = r.transferId ?? r.id;
      const transfer = transfers.get(key) ?? { first: r, amountCents: 0, numbers: [] };
      transfer.amountCents += r.amountCents;
      if (number) transfer.numbers.push(number);
      transfers.set(key, transfer);
    }
    const xml = pain001Xml({
      messageId: batch.messageId,
      createdAt: batch.createdAt,
      executionDate: batch.executionDate,
      debtor: settings.creditor,
      transfers: [...transfers.entries()].map(([key, { first: r, amountCents, numbers }]) => ({
        endToEndId: refundRef(key),
        amountCents,
        creditorName: r.beneficiaryName,
        iban: r.iban!,
        bic: r.bic,
        remittance: `Refund ${numbers.join(' ')}`.trim(),
      })),
    });
    const errors = await pain001Errors(xml);
    if (errors.length) throw new AppError(422, 'validation_failed', errors.slice(0, 5).join('\n'), { file: 'pain001_invalid' });
    return xml;
  }

  /** A refund of part of a bill's credit inside `tx` (a web order's refund runs it in its own transaction, decision 105). */
  /**
   * A refund recorded in `tx`: staff's means (RefundInput), or `online` with the payment provider's refund id as its
   * payment's reference — another module asked the provider first (a web order, decision 112).
   */
  async function refundIn(
    tx: DbOrTx,
    billId: number,
    input: Omit<RefundInput, 'method'> & { method: RefundRecordMethod; reference?: string | null },
    actor: Actor,
  ): Promise<RefundRow> {
    const given = await billsRepository.byId(tx, { kind: 'all' }, billId);
    if (!given) throw notFound();
    const invoiceId = given.kind === 'credit_note' ? given.creditOfId : given.id;
    if (invoiceId === null) throw notFound();
    const invoice = await billsRepository.lock(tx, invoiceId);
    if (!invoice || invoice.status === 'draft')
      throw new AppError(409, 'conflict', 'A draft has nothing to refund', { bill: 'bill_not_issued' });
    const credit = invoice.paidCents - (invoice.inclVatCents - (await billsRepository.creditedCents(tx, invoiceId)));
    if (input.amountCents > credit) throw invalid({ amountCents: 'refund_exceeds_credit' });
    const { payment } = await recordBillPayment(tx, {
      billId: invoiceId,
      amountCents: -input.amountCents,
      date: input.date,
      source: 'refund',
      method: input.method,
      reference: input.reference ?? null,
      actor,
    });
    const made = await repo.insert(tx, {
      billId: invoiceId,
      paymentId: payment.id,
      amountCents: input.amountCents,
      date: input.date,
      method: input.method,
      beneficiaryName: input.beneficiaryName || invoice.customerName,
      iban: input.iban,
      bic: input.bic,
      createdById: actor.id,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: `${ENTITY}.recorded`,
      entity: 'bill',
      entityId: invoiceId,
      after: {
        refundId: made.id,
        amountCents: made.amountCents,
        method: made.method,
        iban: made.iban,
        paymentId: payment.id,
        ...(input.reference ? { reference: input.reference } : {}),
      },
      ip: actor.ip,
    });
    return made;
  }

  return {
    /** Refund part of the credit of a bill (the invoice, or a credit note: its invoice's credit). */
    async refund(billId: number, input: RefundInput, actor: Actor): Promise<Refund> {
      if (input.date > clock.today()) throw invalid({ date: 'in_the_future' });
      const row = await db.transaction((tx) => refundIn(tx, billId, input, actor));
      return (await views([row]))[0]!;
    },
    refundIn,
    /** What the invoice received through the provider's checkout `reference`, and gave back online (decision 112), in `tx`. */
    onlineIn: (tx: DbOrTx, invoiceId: number, reference: string) => repo.online(tx, invoiceId, reference),
    /** What an invoice owes its customer back (paid − (total − credit notes)), in `tx`, under the invoice's row lock. */
    async creditIn(tx: DbOrTx, invoiceId: number) {
      const invoice = await billsRepository.lock(tx, invoiceId);
      if (!invoice) throw notFound();
      return invoice.paidCents - (invoice.inclVatCents - (await billsRepository.creditedCents(tx, invoiceId)));
    },

    /**
     * Give back a customer's whole credit in one action (decision 065): the credit of each of their invoices (the
     * customer of `billId`: its company, else its person), each recorded as that invoice's refund (a negative payment),
     * all of it one transfer — one payment of the pain.001 file — or one cash or other refund. The invoices are locked
     * in id order, so two staff refunding the same customer at once give it back once (the second finds no credit).
     */
    async refundCustomerCredit(billId: number, input: CustomerCreditRefundInput, actor: Actor): Promise<CustomerCreditRefund> {
      if (input.date > clock.today()) throw invalid({ date: 'in_the_future' });
      const made = await db.transaction(async (tx) => {
        const given = await billsRepository.byId(tx, { kind: 'all' }, billId);
        if (!given) throw notFound();
        if (given.companyId === null && given.userId === null) throw invalid({ amountCents: 'nothing_to_refund' });
        const candidates = await repo.creditInvoicesOf(tx, given);
        const locked = await billsRepository.lockMany(
          tx,
          candidates.map((c) => c.id),
        );
        const credited = await billsRepository.creditedCentsOf(
          tx,
          locked.map((b) => b.id),
        );
        const parts = locked
          .map((b) => ({ bill: b, credit: b.paidCents - (b.inclVatCents - (credited.get(b.id) ?? 0)) }))
          .filter((p) => p.credit > 0);
        if (!parts.length) throw invalid({ amountCents: 'nothing_to_refund' });
        const rows: RefundRow[] = [];
        for (const { bill, credit } of parts) {
          const { payment } = await recordBillPayment(tx, {
            billId: bill.id,
            amountCents: -credit,
            date: input.date,
            source: 'refund',
            method: input.method,
            reference: null,
            actor,
          });
          const row = await repo.insert(tx, {
            billId: bill.id,
            paymentId: payment.id,
            amountCents: credit,
            date: input.date,
            method: input.method,
            beneficiaryName: input.beneficiaryName || given.customerName,
            iban: input.iban,
            bic: input.bic,
            transferId: rows[0]?.id ?? null,
            createdById: actor.id,
          });
          rows.push(row);
        }
        const transferId = rows[0]!.id;
        rows[0] = await repo.setTransfer(tx, transferId, transferId);
        for (const r of rows)
          await recordAudit(tx, {
            actorId: actor.id,
            action: `${ENTITY}.recorded`,
            entity: 'bill',
            entityId: r.billId,
            after: {
              refundId: r.id,
              amountCents: r.amountCents,
              method: r.method,
              iban: r.iban,
              paymentId: r.paymentId,
              transferId,
              customerCredit: true,
            },
            ip: actor.ip,
          });
        return rows;
      });
      return { transferId: made[0]!.id, amountCents: made.reduce((sum, r) => sum + r.amountCents, 0), refunds: await views(made) };
    },

    async list(query: RefundListQuery) {
      const [rows, total] = await Promise.all([
        repo.page(db, query, query.perPage, (query.page - 1) * query.perPage),
        repo.count(db, query),
      ]);
      return pageOf(await views(rows), total, query);
    },
    listForExport: async (query: RefundListQuery) => views(await repo.page(db, query, EXPORT_MAX_ROWS, 0)),

    /** Every refund by transfer not yet in a file goes into one batch paid on `executionDate` (a TARGET2 business day). */
    async createBatch(executionDate: string, actor: Actor): Promise<RefundBatch> {
      const refusal = target2Refusal(executionDate);
      if (refusal) throw invalid({ executionDate: refusal });
      if (executionDate < clock.today()) throw invalid({ executionDate: 'in_the_past' });
      const batch = await db.transaction(async (tx) => {
        const pending = await repo.lockPendingTransfers(tx);
        if (!pending.length) throw invalid({ executionDate: 'nothing_to_refund' });
        const made = await repo.insertBatch(tx, {
          messageId: `tmp-${clock.now().getTime()}-${Math.random()}`,
          executionDate,
          count: pending.length,
          totalCents: pending.reduce((s, r) => s + r.amountCents, 0),
          createdById: actor.id,
        });
        const batch = await repo.setMessageId(tx, made.id, `VP-SCT-${String(made.id).padStart(6, '0')}`);
        await repo.setBatch(
          tx,
          pending.map((r) => r.id),
          batch.id,
        );
        // A file the bank would refuse is never made: the batch is not created (its refunds keep waiting).
        await fileOf(batch, tx);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'refund_batch.created',
          entity: 'refund_batch',
          entityId: batch.id,
          after: { ...batch, refunds: pending.map((r) => r.id) },
          ip: actor.ip,
        });
        return batch;
      });
      return batchView(batch);
    },

    async batches(query: { page: number; perPage: number }) {
      const { rows, total } = await repo.batches(db, query.perPage, (query.page - 1) * query.perPage);
      return pageOf(rows.map(batchView), total, query);
    },

    /** A batch's own page: the batch and each of its refunds, in the file's order (decision 065). */
    async batch(id: number): Promise<RefundBatchDetail> {
      const batch = await repo.batch(db, id);
      if (!batch) throw notFound();
      const rows = await repo.ofBatch(db, id);
      return { ...batchView(batch), refunds: await views(rows) };
    },

    /** The batch's pain.001.001.03 file, validated against the XSD before it leaves; the first download is audited. */
    async xml(id: number, actor: Actor) {
      const batch = await repo.batch(db, id);
      if (!batch) throw notFound();
      const xml = await fileOf(batch);
      if (!batch.downloadedAt) {
        await db.transaction(async (tx) => {
          const marked = await repo.markDownloaded(tx, id, clock.now());
          if (marked)
            await recordAudit(tx, {
              actorId: actor.id,
              action: 'refund_batch.downloaded',
              entity: 'refund_batch',
              entityId: id,
              after: { downloadedAt: marked.downloadedAt },
              ip: actor.ip,
            });
        });
      }
      return { filename: `${batch.messageId}.xml`, xml };
    },
  };
}
