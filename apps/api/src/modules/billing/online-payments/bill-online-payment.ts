import { paidStatus } from '@veloport/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { bills } from '../bills/bills.table';

/**
 * Adds a payment received online to a bill: `paid_cents` grows, and an open bill reads paid or partly paid. Under the
 * bill's row lock, inside the caller's transaction. The bank statements record their payments their own way; the
 * lead engineer joins both at merge (decision 050).
 */
export async function addOnlinePaymentToBill(tx: DbOrTx, billId: number, amountCents: number, reference: string) {
  const [before] = await tx.select().from(bills).where(eq(bills.id, billId)).for('update');
  if (!before) return null;
  const paidCents = before.paidCents + amountCents;
  const open = ['issued', 'sent', 'partly_paid'].includes(before.status);
  const status = open ? (paidStatus(paidCents, before.inclVatCents) ?? before.status) : before.status;
  const [after] = await tx
    .update(bills)
    .set({ paidCents: sql`${bills.paidCents} + ${amountCents}`, status, updatedAt: new Date() })
    .where(eq(bills.id, billId))
    .returning();
  await recordAudit(tx, { actorId: null, action: 'bill.paid_online', entity: 'bill', entityId: billId, before: { status: before.status, paidCents: before.paidCents }, after: { status: after!.status, paidCents: after!.paidCents, reference }, ip: null });
  return after!;
}
