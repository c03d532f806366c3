import type { Clock } from '@veloport/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { bills } from '../../modules/billing/bills/bills.table';
import { peppolDeliveries } from '../../modules/billing/peppol/peppol.table';
import { companies } from '../../modules/companies/companies.table';

/**
 * Demo for decision 045: Globex receives its e-invoices on Peppol (participant id from its enterprise number), and its
 * bill already sent shows as delivered through the outbox access point.
 */
export async function seedPeppolDemo(tx: Tx, p: { adminId: number; globexId: number }, clock: Clock): Promise<void> {
  await tx.update(companies).set({ peppolParticipantId: '0208:0202239951' }).where(eq(companies.id, p.globexId));
  const [sent] = await tx
    .select({ id: bills.id, number: bills.number, sentAt: bills.sentAt })
    .from(bills)
    .where(and(eq(bills.companyId, p.globexId), eq(bills.status, 'sent')))
    .orderBy(asc(bills.id))
    .limit(1);
  if (sent?.number)
    await tx.insert(peppolDeliveries).values({
      billId: sent.id,
      participantId: '0208:0202239951',
      accessPoint: 'outbox',
      messageId: `outbox:${sent.number}.xml`,
      sentById: p.adminId,
      peppolSentAt: sent.sentAt ?? clock.now(),
    });
}
