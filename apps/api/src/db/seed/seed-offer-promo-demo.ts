import type { Clock } from '@veloport/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { promoCodes } from '../../modules/billing/promo-codes/promo-codes.table';
import { offerPromoCodes } from '../../modules/sales/offer-promo/offer-promo.table';
import { offers } from '../../modules/sales/sales.table';

/**
 * Decision 059 "Offers and orders": a code for 50 € off a bike, already put on the first sale offer in progress, so
 * its screen and PDF show the discount; it is counted when the customer signs.
 */
export async function seedOfferPromoDemo(tx: Tx, p: { adminId: number }, _clock: Clock): Promise<void> {
  const [code] = await tx
    .insert(promoCodes)
    .values({
      code: 'VELO50',
      kind: 'amount',
      value: 5_000,
      appliesTo: ['bike'],
      maxUses: 20,
      description: '50 € de remise sur un vélo (offres de vente)',
      createdById: p.adminId,
    })
    .returning();
  const [offer] = await tx
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.status, 'in_progress'), eq(offers.contractType, 'purchase')))
    .orderBy(asc(offers.id))
    .limit(1);
  if (offer && code)
    await tx.insert(offerPromoCodes).values({ offerId: offer.id, promoCodeId: code.id, code: code.code, createdById: p.adminId });
}
