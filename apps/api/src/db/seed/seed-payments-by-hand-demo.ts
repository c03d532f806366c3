import { type Clock } from '@veloport/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { bills } from '../../modules/billing/bills/bills.table';
import { billPayments } from '../../modules/billing/payments/payments.table';
import { refunds } from '../../modules/billing/refunds/refunds.table';
import { sepaBatches } from '../../modules/billing/sepa/sepa.table';

/**
 * Payments by hand and refunds for a new user to meet (decision 061): on a bill already paid, 20 € paid twice at the
 * counter in cash and refunded by transfer (waiting for the next pain.001 file), so what is paid stays the same; the
 * demo SEPA batch reads downloaded.
 */
export async function seedPaymentsByHandDemo(tx: Tx, p: { adminId: number }, clock: Clock): Promise<void> {
  await tx.update(sepaBatches).set({ downloadedAt: clock.now() }).where(eq(sepaBatches.messageId, 'VP-SDD-DEMO-000001'));
  const [paid] = await tx
    .select()
    .from(bills)
    .where(and(eq(bills.kind, 'invoice'), eq(bills.status, 'paid')))
    .orderBy(asc(bills.id))
    .limit(1);
  if (!paid) return;
  const day = clock.today();
  const [, refund] = await tx
    .insert(billPayments)
    .values([
      {
        billId: paid.id,
        amountCents: 2_000,
        date: day,
        source: 'manual',
        method: 'cash',
        reference: 'Paid twice at the counter',
        recordedById: p.adminId,
      },
      { billId: paid.id, amountCents: -2_000, date: day, source: 'refund', method: 'transfer', recordedById: p.adminId },
    ])
    .returning();
  await tx.insert(refunds).values({
    billId: paid.id,
    paymentId: refund!.id,
    amountCents: 2_000,
    date: day,
    method: 'transfer',
    beneficiaryName: paid.customerName,
    iban: 'BE71096123456769',
    bic: 'GKCCBEBB',
    createdById: p.adminId,
  });
}
