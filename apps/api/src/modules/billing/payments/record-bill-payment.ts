import type { PaymentSource } from '@veloport/domain';
import type { DbOrTx } from '../../../db/client';
import { sql } from 'drizzle-orm';
import { recordAudit, recordAudits, type AuditEntry } from '../../../platform/audit';
import { AppError, notFound } from '../../../platform/errors';
import { billsRepository, type BillRow } from '../bills/bills.repository';
import { billPayments } from './payments.table';

export type PaymentToRecord = {
  billId: number;
  /** Negative for a reversal (a returned direct debit, a refund). */
  amountCents: number;
  date: string;
  source: PaymentSource;
  reference?: string | null;
  /** A payment typed by hand: transfer, cash, card, other (decision 061). */
  method?: string | null;
  /** The payment this negative row undoes (decision 061; unique: a payment is undone once). */
  undoOfId?: number | null;
  actor: { id: number | null; ip?: string | null };
};

/**
 * The stored status a bill takes once `paidCents` are paid: paid when nothing is left to pay (credit notes deducted),
 * partly paid when something was paid, back to sent or issued when a reversal took everything back. A credited bill
 * stays credited.
 */
export function paidStatus(bill: Pick<BillRow, 'status' | 'inclVatCents' | 'sentAt'>, paidCents: number, creditedCents: number): string {
  if (bill.status === 'credited' || bill.status === 'draft') return bill.status;
  const due = bill.inclVatCents - creditedCents;
  if (paidCents > 0 && paidCents >= due) return 'paid';
  if (paidCents > 0) return 'partly_paid';
  return bill.sentAt ? 'sent' : 'issued';
}

/**
 * Record payments of one bill inside the caller's transaction (decision 047): the `bill_payments` rows, the bill's
 * `paidCents` and status, and one audit row. Any module that takes money for a bill calls this or `recordBillPayment`
 * (bank statements, SEPA, online payment, gift cards). More than the bill is kept as paid: the surplus is the
 * customer's credit. A statement paying one bill several times costs one lock and one update, not one per line.
 */
export async function recordBillPayments(
  tx: DbOrTx,
  billId: number,
  payments: Omit<PaymentToRecord, 'billId' | 'actor'>[],
  actor: PaymentToRecord['actor'],
) {
  const before = await billsRepository.lock(tx, billId);
  if (!before) throw notFound();
  if (before.kind !== 'invoice') throw new AppError(409, 'not_an_invoice', 'A credit note is not paid');
  if (before.status === 'draft') throw new AppError(409, 'bill_not_issued', 'A draft is not paid');
  const rows = await tx
    .insert(billPayments)
    .values(
      payments.map((p) => ({
        billId,
        amountCents: p.amountCents,
        date: p.date,
        source: p.source,
        reference: p.reference ?? null,
        method: p.method ?? null,
        undoOfId: p.undoOfId ?? null,
        recordedById: actor.id,
      })),
    )
    .returning();
  const paidCents = before.paidCents + payments.reduce((sum, p) => sum + p.amountCents, 0);
  const status = paidStatus(before, paidCents, await billsRepository.creditedCents(tx, billId));
  const after = await billsRepository.update(tx, billId, { paidCents, status });
  await recordAudit(tx, {
    actorId: actor.id,
    action: payments.every((p) => p.amountCents < 0) ? 'bill.payment_reversed' : 'bill.payment_recorded',
    entity: 'bill',
    entityId: billId,
    before: { status: before.status, paidCents: before.paidCents },
    after: {
      status: after.status,
      paidCents: after.paidCents,
      payments: rows.map((r) => ({
        id: r.id,
        amountCents: r.amountCents,
        source: r.source,
        method: r.method,
        reference: r.reference,
        date: r.date,
      })),
    },
    ip: actor.ip,
  });
  return { payments: rows, bill: after };
}

/**
 * `recordBillPayments` for many bills in a handful of statements whatever their number (a bank statement of 5,000
 * credits): one lock of all the bills, one insert of the payments, one update of the bills, one insert of the audit.
 * A bill may come in several groups (credits and reversals apart): one audit row per group, as one call each would.
 */
export async function recordManyBillPayments(
  tx: DbOrTx,
  groups: { billId: number; payments: Omit<PaymentToRecord, 'billId' | 'actor'>[] }[],
  actor: PaymentToRecord['actor'],
) {
  if (!groups.length) return;
  const ids = [...new Set(groups.map((g) => g.billId))];
  const locked = new Map((await billsRepository.lockMany(tx, ids)).map((b) => [b.id, b]));
  for (const id of ids) {
    const bill = locked.get(id);
    if (!bill) throw notFound();
    if (bill.kind !== 'invoice') throw new AppError(409, 'not_an_invoice', 'A credit note is not paid');
    if (bill.status === 'draft') throw new AppError(409, 'bill_not_issued', 'A draft is not paid');
  }
  const values = groups.flatMap((g) =>
    g.payments.map((p) => ({
      billId: g.billId,
      amountCents: p.amountCents,
      date: p.date,
      source: p.source,
      reference: p.reference ?? null,
      recordedById: actor.id,
    })),
  );
  const rows: (typeof billPayments.$inferSelect)[] = [];
  for (let i = 0; i < values.length; i += 2000)
    rows.push(
      ...(await tx
        .insert(billPayments)
        .values(values.slice(i, i + 2000))
        .returning()),
    );
  const credited = await billsRepository.creditedCentsOf(tx, ids);
  const state = new Map(ids.map((id) => [id, { ...locked.get(id)! }]));
  const audits: AuditEntry[] = [];
  let next = 0;
  for (const g of groups) {
    const bill = state.get(g.billId)!;
    const before = { status: bill.status, paidCents: bill.paidCents };
    const mine = rows.slice(next, (next += g.payments.length));
    bill.paidCents += g.payments.reduce((sum, p) => sum + p.amountCents, 0);
    bill.status = paidStatus(bill, bill.paidCents, credited.get(g.billId) ?? 0);
    audits.push({
      actorId: actor.id,
      action: g.payments.every((p) => p.amountCents < 0) ? 'bill.payment_reversed' : 'bill.payment_recorded',
      entity: 'bill',
      entityId: g.billId,
      before,
      after: {
        status: bill.status,
        paidCents: bill.paidCents,
        payments: mine.map((r) => ({ id: r.id, amountCents: r.amountCents, source: r.source, reference: r.reference, date: r.date })),
      },
      ip: actor.ip,
    });
  }
  const updates = [...state.values()].map((b) => sql`(${b.id}::int, ${b.paidCents}::int, ${b.status}::text)`);
  await tx.execute(
    sql`update bills set paid_cents = v.paid, status = v.status, updated_at = now() from (values ${sql.join(updates, sql`, `)}) as v(id, paid, status) where bills.id = v.id`,
  );
  await recordAudits(tx, audits);
}

/** Record one payment of a bill inside the caller's transaction (see `recordBillPayments`). */
export async function recordBillPayment(tx: DbOrTx, payment: PaymentToRecord) {
  const { payments, bill } = await recordBillPayments(tx, payment.billId, [payment], payment.actor);
  return { payment: payments[0]!, bill };
}
