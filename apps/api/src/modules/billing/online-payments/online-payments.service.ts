import { type AuthUser, type Bill, type Clock } from '@veloport/domain';
import type { Db, Tx } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError } from '../../../platform/errors';
import type { BillsService } from '../bills/bills.service';
import { recordBillPayment } from '../payments/record-bill-payment';
import { onlinePaymentsRepository as repo } from './online-payments.repository';
import { WebhookSignatureError, type PaymentProvider } from './payment-provider';
import { scopeOf } from '../../../platform/tenancy';

export type OnlinePaymentsService = ReturnType<typeof createOnlinePaymentsService>;
/** Checkouts that are not a bill's (the web shop's orders, decision 082): true when the port knew the session. */
export type OtherCheckoutPaid = (
  tx: Tx,
  event: { provider: string; sessionId: string; amountCents: number; eventId: string },
) => Promise<boolean>;
type Deps = {
  clock: Clock;
  db: Db;
  bills: Pick<BillsService, 'get'>;
  provider: PaymentProvider | null;
  publicUrl: string;
  otherCheckoutPaid?: OtherCheckoutPaid;
};

const PAYABLE = ['issued', 'sent', 'partly_paid', 'overdue'];

function refusal(bill: Bill): AppError | null {
  if (bill.kind !== 'invoice') return new AppError(409, 'not_an_invoice', 'A credit note is not paid');
  if (bill.status === 'paid' || bill.totals.inclVatCents - bill.paidCents <= 0)
    return new AppError(409, 'already_paid', 'This bill is already paid');
  if (bill.status === 'credited') return new AppError(409, 'bill_credited', 'This bill is credited');
  if (!PAYABLE.includes(bill.status)) return new AppError(409, 'bill_not_issued', 'A draft is not paid');
  return null;
}

/** Online payment of a bill through the configured provider, the provider's webhook marking it paid once (decision 050). */
export function createOnlinePaymentsService({ clock, db, bills, provider, publicUrl, otherCheckoutPaid }: Deps) {
  return {
    config: () => ({ enabled: provider !== null, provider: provider?.name ?? null }),

    /** A checkout for what remains to pay on a bill the viewer sees; 409 not_configured without a provider. */
    async payBill(viewer: AuthUser, billId: number, ip: string | null) {
      const bill = await bills.get(viewer, billId);
      if (!provider)
        throw new AppError(409, 'not_configured', 'Online payment is not configured (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET)');
      const refused = refusal(bill);
      if (refused) throw refused;
      const amountCents = bill.totals.inclVatCents - bill.paidCents;
      // Back to the bill's page in the portal: the customer's own list, or the staff's and fleet manager's.
      const staffView = scopeOf(viewer).kind !== 'own';
      const back = `${publicUrl}/${viewer.language}/dashboard/bills/${staffView ? '' : 'mine/'}${bill.id}`;
      const checkout = await provider.createCheckout({
        reference: `bill-${bill.id}`,
        amountCents,
        currency: 'eur',
        description: bill.number ? `Veloport ${bill.number}` : `Veloport #${bill.id}`,
        customerEmail: viewer.email,
        locale: viewer.language,
        successUrl: `${back}?payment=done`,
        cancelUrl: `${back}?payment=cancelled`,
        metadata: { billId: String(bill.id) },
      });
      await db.transaction(async (tx) => {
        const row = await repo.insertCheckout(tx, {
          billId: bill.id,
          provider: provider.name,
          sessionId: checkout.sessionId,
          amountCents,
          createdById: viewer.id,
        });
        await recordAudit(tx, {
          actorId: viewer.id,
          action: 'bill.online_checkout',
          entity: 'bill',
          entityId: bill.id,
          after: { onlinePaymentId: row.id, amountCents, provider: provider.name },
          ip,
        });
      });
      return { url: checkout.url };
    },

    /**
     * The provider's notification: signature verified, each event handled once (its id is stored in the same
     * transaction as its effect), a paid checkout adding its amount to the bill.
     */
    async webhook(rawBody: string, headers: Record<string, string | string[] | undefined>) {
      if (!provider) throw new AppError(409, 'not_configured', 'Online payment is not configured');
      let event;
      try {
        event = provider.parseWebhook(rawBody, headers, clock.now());
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw new AppError(400, 'signature_invalid', error.message);
        throw error;
      }
      return db.transaction(async (tx) => {
        const fresh = await repo.firstTime(tx, { eventId: event.eventId, provider: provider.name, type: event.type });
        if (!fresh) return { received: true, handled: false };
        if (event.kind !== 'checkout_paid') return { received: true, handled: false };
        const payment = await repo.lockBySession(tx, provider.name, event.sessionId);
        if (!payment && otherCheckoutPaid) {
          const handled = await otherCheckoutPaid(tx, {
            provider: provider.name,
            sessionId: event.sessionId,
            amountCents: event.amountCents,
            eventId: event.eventId,
          });
          return { received: true, handled };
        }
        if (!payment || payment.status === 'paid') return { received: true, handled: false };
        await repo.markPaid(tx, payment.id, { eventId: event.eventId, paidAt: clock.now(), amountCents: event.amountCents });
        // The one way money reaches a bill (decision 047): a payment row, paid or partly paid, and the audit.
        await recordBillPayment(tx, {
          billId: payment.billId,
          amountCents: event.amountCents,
          date: clock.today(),
          source: 'online',
          reference: `${provider.name}:${event.sessionId}`,
          actor: { id: null },
        });
        return { received: true, handled: true };
      });
    },
  };
}
