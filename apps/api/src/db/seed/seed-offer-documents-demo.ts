import type { Clock } from '@veloport/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../client';
import { offers } from '../../modules/sales/sales.table';

/**
 * Decision 028: the customers' offers still in progress were sent for signature two days ago, so the offer page
 * shows "Sent for signature on …" and "Send again". (Uploaded files need the file storage, which the seed does not
 * reach; staff upload their first one from the offer page.)
 */
export async function seedOfferDocumentsDemo(tx: Tx, clock: Clock): Promise<void> {
  const sentAt = new Date(clock.now().getTime() - 2 * 24 * 3600 * 1000);
  const open = await tx
    .select({ id: offers.id, userId: offers.userId })
    .from(offers)
    .where(and(eq(offers.status, 'in_progress'), isNull(offers.sentAt)))
    .orderBy(asc(offers.id));
  for (const offer of open.filter((o) => o.userId !== null)) await tx.update(offers).set({ sentAt }).where(eq(offers.id, offer.id));
}
