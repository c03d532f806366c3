import { type ManualPaymentInput, type Clock } from '@veloport/domain';
import { isUniqueViolation, type Db } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError, invalid, notFound } from '../../../platform/errors';
import { paymentsRepository as repo } from './payments.repository';
import { recordBillPayment } from './record-bill-payment';

type Actor = { id: number | null; ip?: string | null };
export type ManualPaymentsService = ReturnType<typeof createManualPaymentsService>;

const refused = (reason: 'not_undoable' | 'already_undone', message: string) => new AppError(409, 'conflict', message, { payment: reason });

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
          const original = await repo.paymentOfBill(tx, billId, paymentId);
          if (!original) throw notFound();
          if (original.source !== 'manual' || original.amountCents <= 0 || original.undoOfId !== null)
            throw refused('not_undoable', 'Only a payment typed by hand can be undone');
          if (await repo.undoOf(tx, paymentId)) throw refused('already_undone', 'This payment is already undone');
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
