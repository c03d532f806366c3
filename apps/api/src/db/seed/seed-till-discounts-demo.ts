import type { Clock } from '@veloport/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { DEFAULT_DELIVERY_SETTINGS } from '../../modules/billing/online-payments/delivery-settings.service';
import { deliverySettings } from '../../modules/billing/online-payments/online-payments.table';
import { promoCodes } from '../../modules/billing/promo-codes/promo-codes.table';

/**
 * Decision 059's demo: a promo code for accessories only (the till and the orders discount those lines alone), and
 * home delivery by zone (Brussels, the Brabants, Antwerp, Liège, Namur–Hainaut priced apart; Limburg, the
 * Flanders and the Luxembourg provinces outside every zone: home delivery is not offered there, pickup and relay still are).
 */
export async function seedTillDiscountsDemo(tx: Tx, p: { adminId: number }, _clock: Clock): Promise<void> {
  await tx.insert(promoCodes).values({
    code: 'ACCESSOIRES15',
    kind: 'percent',
    value: 15,
    appliesTo: ['accessory'],
    perCustomerLimit: 2,
    description: '15 % sur les accessoires (pas sur les vélos)',
    createdById: p.adminId,
  });
  const methods = DEFAULT_DELIVERY_SETTINGS.methods.map((m) =>
    m.kind === 'home'
      ? {
          ...m,
          zones: [
            { name: 'Bruxelles', fromPostalCode: 1000, toPostalCode: 1299, priceCents: 595 },
            { name: 'Brabant wallon', fromPostalCode: 1300, toPostalCode: 1499, priceCents: 795 },
            { name: 'Anvers', fromPostalCode: 2000, toPostalCode: 2999, priceCents: 1_095 },
            { name: 'Louvain', fromPostalCode: 3000, toPostalCode: 3499, priceCents: 795 },
            { name: 'Liège', fromPostalCode: 4000, toPostalCode: 4699, priceCents: 495 },
            { name: 'Namur – Hainaut', fromPostalCode: 5000, toPostalCode: 7999, priceCents: 995 },
          ].sort((a, b) => a.fromPostalCode - b.fromPostalCode),
        }
      : m,
  );
  await tx.update(deliverySettings).set({ methods, updatedById: p.adminId }).where(eq(deliverySettings.id, 1));
}
