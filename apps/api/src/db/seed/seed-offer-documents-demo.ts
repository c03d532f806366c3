import type { Clock } from '@veloport/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../client';
import { offers } from '../../modules/sales/sales.table';

/**
 * Decision 028: the customers' offers still in progress were sent for signature two days ago, so the offer page
 * shows "Sent for signature on …" and "Send again"; an offer made less than two days ago was sent halfway between its
 * making and now, never before it existed (issue 25 point 14). (Uploaded files need the file storage, which the seed does not
 * reach; staff upload their first one from the offer page.)
 */
export async function seedOfferDocumentsDemo(tx: Tx, clock: Clock): Promise<void> {
  const sentAt = new Date(clock.now().getTime() - 2 * 24 * 3600 * 1000);
  const open = await tx
    .select({ id: offers.id, userId: offers.userId, createdAt: offers.createdAt })
    .from(offers)
    .where(and(eq(offers.status, 'in_progress'), isNull(offers.sentAt)))
    .orderBy(asc(offers.id));
  const now = clock.now().getTime();
  for (const offer of open.filter((o) => o.userId !== null)) {
    const made = offer.createdAt.getTime();
    const at = made < sentAt.getTime() ? sentAt : new Date(made + Math.floor((now - made) / 2));
    await tx.update(offers).set({ sentAt: at }).where(eq(offers.id, offer.id));
  }
}
