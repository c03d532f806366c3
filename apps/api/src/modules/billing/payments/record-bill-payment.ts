import type { PaymentSource } from '@veloport/domain';
import type { DbOrTx } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
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
 * Record a payment of a bill inside the caller's transaction (decision 047): the `bill_payments` row, the bill's
 * `paidCents` and status, and the audit row. Any module that takes money for a bill calls this (bank statements,
 * SEPA, online payment, gift cards). More than the bill is kept as paid: the surplus is the customer's credit.
 */
export async function recordBillPayment(tx: DbOrTx, payment: PaymentToRecord) {
  const before = await billsRepository.lock(tx, payment.billId);
  if (!before) throw notFound();
  if (before.kind !== 'invoice') throw new AppError(409, 'not_an_invoice', 'A credit note is not paid');
  if (before.status === 'draft') throw new AppError(409, 'bill_not_issued', 'A draft is not paid');
  const [row] = await tx
    .insert(billPayments)
    .values({ billId: payment.billId, amountCents: payment.amountCents, date: payment.date, source: payment.source, reference: payment.reference ?? null, recordedById: payment.actor.id })
    .returning();
  const paidCents = before.paidCents + payment.amountCents;
  const status = paidStatus(before, paidCents, await billsRepository.creditedCents(tx, payment.billId));
  const after = await billsRepository.update(tx, payment.billId, { paidCents, status });
  await recordAudit(tx, {
    actorId: payment.actor.id,
    action: payment.amountCents < 0 ? 'bill.payment_reversed' : 'bill.payment_recorded',
    entity: 'bill',
    entityId: payment.billId,
    before: { status: before.status, paidCents: before.paidCents },
    after: { status: after.status, paidCents: after.paidCents, payment: { id: row!.id, amountCents: payment.amountCents, source: payment.source, reference: payment.reference ?? null, date: payment.date } },
    ip: payment.actor.ip,
  });
  return { payment: row!, bill: after };
}
