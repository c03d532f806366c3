import { type ManualPaymentInput, type Clock } from '@veloport/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { isUniqueViolation, type Db, type DbOrTx } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError, invalid, notFound } from '../../../platform/errors';
import { bills } from '../bills/bills.table';
import { billPayments } from './payments.table';
import { recordBillPayment } from './record-bill-payment';

type Actor = { id: number | null; ip?: string | null };
export type ManualPaymentsService = ReturnType<typeof createManualPaymentsService>;

const refused = (reason: 'not_undoable' | 'already_undone', message: string) => new AppError(409, 'conflict', message, { payment: reason });

/**
 * The credit a customer has with us (decision 061): per invoice, what was paid beyond its total less its credit notes,
 * summed over the customer's invoices. Refunds are negative payments, so what was given back is already out of it.
 */
export async function customerCreditCents(db: DbOrTx, customer: { companyId: number | null; userId: number | null }) {
  const who =
    customer.companyId !== null
      ? eq(bills.companyId, customer.companyId)
      : customer.userId !== null
        ? eq(bills.userId, customer.userId)
        : undefined;
  if (!who) return 0;
  // "bills"."id" written out: drizzle writes `${bills.id}` as a bare "id" here, which the subquery read as c.id (decision 065).
  const [row] = await db
    .select({
      credit: sql<number>`coalesce(sum(greatest(${bills.paidCents} - ${bills.inclVatCents} - coalesce((select sum(c.incl_vat_cents) from bills c where c.credit_of_id = "bills"."id"), 0), 0)), 0)::int`,
    })
    .from(bills)
    .where(and(who, eq(bills.kind, 'invoice'), inArray(bills.status, ['issued', 'sent', 'partly_paid', 'paid', 'credited'])));
  return Number(row?.credit ?? 0);
}

/**
 * Payments typed by hand on an issued invoice, and undoing one recorded by mistake (decision 061). Both go through
 * `recordBillPayment` (decision 047): partial payments and overpayments are kept as they come, the status follows.
 */
export function createManualPaymentsService({ clock, db }: { clock: Clock; db: Db }) {
  return {
    async record(billId: number, input: ManualPaymentInput, actor: Actor) {
      if (input.date > clock.today()) throw invalid({ date: 'in_the_future' });
      return db.transaction(async (tx) => {
        const { payment } = await recordBillPayment(tx, {
          billId,
          amountCents: input.amountCents,
          date: input.date,
          source: 'manual',
          method: input.method,
          reference: input.reference ?? null,
          actor,
        });
        return payment;
      });
    },

    /** Take back a payment typed by hand by mistake: a negative row pointing at it (never a deletion), once. */
    async undo(billId: number, paymentId: number, actor: Actor) {
      try {
        return await db.transaction(async (tx) => {
          const [original] = await tx
            .select()
            .from(billPayments)
            .where(and(eq(billPayments.id, paymentId), eq(billPayments.billId, billId)));
          if (!original) throw notFound();
          if (original.source !== 'manual' || original.amountCents <= 0 || original.undoOfId !== null)
            throw refused('not_undoable', 'Only a payment typed by hand can be undone');
          const [done] = await tx.select({ id: billPayments.id }).from(billPayments).where(eq(billPayments.undoOfId, paymentId));
          if (done) throw refused('already_undone', 'This payment is already undone');
          const { payment } = await recordBillPayment(tx, {
            billId,
            amountCents: -original.amountCents,
            date: clock.today(),
            source: 'manual',
            method: original.method,
            reference: original.reference,
            undoOfId: original.id,
            actor,
          });
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'bill.payment_undone',
            entity: 'bill',
            entityId: billId,
            before: { paymentId: original.id, amountCents: original.amountCents },
            after: { undoPaymentId: payment.id },
            ip: actor.ip,
          });
          return payment;
        });
      } catch (error) {
        // Two admins undoing at the same moment: the unique index on undo_of_id keeps one.
        if (isUniqueViolation(error)) throw refused('already_undone', 'This payment is already undone');
        throw error;
      }
    },
  };
}
