import type { Clock } from '@veloport/domain';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../client';
import { promoCodes } from '../../modules/billing/promo-codes/promo-codes.table';

/**
 * The dashboard carousel's promotions (decision 058): the demo's welcome and spring codes are shown to customers
 * (the ended winter sale stays off). The demo employee's bikes, contract and maintenance come from the stock,
 * leasing and maintenance seeds.
 */
export async function seedDashboardCardsDemo(tx: Tx, _clock: Clock): Promise<void> {
  await tx
    .update(promoCodes)
    .set({ isPublic: true })
    .where(inArray(promoCodes.code, ['BIENVENUE10', 'VELO20', 'HIVER25']));
}
