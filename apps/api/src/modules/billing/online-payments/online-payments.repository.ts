import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { deliverySettings, onlinePayments, paymentWebhookEvents } from './online-payments.table';

export type OnlinePaymentRow = typeof onlinePayments.$inferSelect;

/** Online checkouts of bills, the provider's events handled once, and the shop's delivery settings (decision 050). */
export const onlinePaymentsRepository = {
  async deliverySettings(db: DbOrTx) {
    return (await db.select().from(deliverySettings).where(eq(deliverySettings.id, 1)))[0];
  },
  /** The one settings row, written whole. */
  saveDeliverySettings: (tx: DbOrTx, values: Omit<typeof deliverySettings.$inferInsert, 'id'>) =>
    tx
      .insert(deliverySettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: deliverySettings.id, set: values }),
  async insertCheckout(tx: DbOrTx, values: typeof onlinePayments.$inferInsert): Promise<OnlinePaymentRow> {
    return (await tx.insert(onlinePayments).values(values).returning())[0]!;
  },
  /** The provider's event, stored once: false when it was already there (a replay). */
  async firstTime(tx: DbOrTx, values: typeof paymentWebhookEvents.$inferInsert) {
    return (await tx.insert(paymentWebhookEvents).values(values).onConflictDoNothing().returning()).length > 0;
  },
  async lockBySession(tx: DbOrTx, provider: string, sessionId: string): Promise<OnlinePaymentRow | undefined> {
    const where = and(eq(onlinePayments.provider, provider), eq(onlinePayments.sessionId, sessionId));
    return (await tx.select().from(onlinePayments).where(where).for('update'))[0];
  },
  markPaid: (tx: DbOrTx, id: number, values: { eventId: string; paidAt: Date; amountCents: number }) =>
    tx
      .update(onlinePayments)
      .set({ status: 'paid', ...values })
      .where(eq(onlinePayments.id, id)),
};
