import crypto from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import {
  addDays,
  brusselsDayOf,
  giftCardCodeFrom,
  rentalTotalCents,
  shopOrderNumber,
  tillGiftCardExpiry,
  shopStructuredCommunication,
  shopTotals,
  ONLINE_RENTAL_DAY_RATE_CENTS,
  ONLINE_RENTAL_DEPOSIT_CENTS,
  type Clock,
} from '@veloport/domain';
import type { Tx } from '../client';
import { giftCardUses, giftCards } from '../../modules/billing/gift-cards/gift-cards.table';
import { accessoryModels } from '../../modules/catalog/catalog.table';
import { bikeRentalBikes, bikeRentals } from '../../modules/rentals/rentals.table';
import { shopOrderLines, shopOrders } from '../../modules/shop/shop.table';
import { bikes } from '../../modules/stock/stock.table';

const DAY_MS = 86_400_000;
/** The demo's tracking links: `/fr/shop/orders/W-00000N?token=demo-<status>`. */
const tokenHash = (status: string) => crypto.createHash('sha256').update(`demo-${status}`).digest('hex');

/**
 * The web shop's demo (decision 082): one order in each status (placed and waiting for a transfer, paid online,
 * shipped home, delivered at the Liège store, cancelled unpaid, withdrawn), two gift cards bought (online, and in cash
 * at the pick-up: decision 121), and a rental booked online.
 */
export async function seedShopDemo(tx: Tx, clock: Clock): Promise<void> {
  const [accessory] = await tx.select().from(accessoryModels).orderBy(asc(accessoryModels.id)).limit(1);
  const today = clock.today();
  const now = clock.now().getTime();
  if (accessory) {
    const orders = [
      { status: 'placed', payment: 'transfer', paymentStatus: 'pending', method: 'home', days: 1 },
      { status: 'paid', payment: 'online', paymentStatus: 'paid', method: 'relay_point', days: 2 },
      { status: 'shipped', payment: 'online', paymentStatus: 'paid', method: 'home', days: 4 },
      { status: 'delivered', payment: 'in_store', paymentStatus: 'paid', method: 'store_pickup', days: 6 },
      { status: 'cancelled', payment: 'online', paymentStatus: 'expired', method: 'home', days: 8 },
      { status: 'withdrawn', payment: 'transfer', paymentStatus: 'paid', method: 'home', days: 20 },
    ] as const;
    const address = { street: 'Rue de la Station 12', postalCode: '4000', city: 'Liège', country: 'BE' };
    for (const [i, o] of orders.entries()) {
      const quantity = i + 1;
      const line = { kind: 'accessory' as const, quantity, unitInclVatCents: accessory.publicPriceCents, vatRate: accessory.vatRate };
      const deliveryCents = o.method === 'store_pickup' ? 0 : o.method === 'relay_point' ? 495 : 795;
      const totals = shopTotals({ lines: [line], deliveryCents });
      const placedAt = new Date(now - o.days * DAY_MS);
      const [row] = await tx
        .insert(shopOrders)
        .values({
          status: o.status,
          trackingTokenHash: tokenHash(o.status),
          email: `shop.${o.status}@example.test`,
          firstName: ['Léa', 'Tom', 'Nora', 'Luc', 'Emma', 'Hugo'][i]!,
          lastName: 'Dubois',
          phone: null,
          language: ['fr', 'nl', 'en', 'fr', 'nl', 'fr'][i]!,
          deliveryMethod: o.method,
          pickupLocationId: o.method === 'store_pickup' ? 1 : null,
          deliveryAddress: o.method === 'store_pickup' ? null : address,
          billingAddress: address,
          notes: i === 0 ? 'Sonnez deux fois, s’il vous plaît.' : null,
          expectedOn: addDays(today, 3 - o.days),
          deliveredOn: o.status === 'delivered' ? addDays(today, -3) : o.status === 'withdrawn' ? addDays(today, -12) : null,
          paymentMethod: o.payment,
          paymentStatus: o.paymentStatus,
          paidAt: o.paymentStatus === 'paid' ? placedAt : null,
          goodsCents: totals.goodsCents,
          deliveryCents,
          orderInclVatCents: totals.orderInclVatCents,
          totalInclVatCents: totals.totalInclVatCents,
          vat: totals.vat,
          placedAt,
          cancelledAt: o.status === 'cancelled' ? new Date(placedAt.getTime() + 3_600_000) : null,
          cancelReason: o.status === 'cancelled' ? 'unpaid' : null,
          withdrawnAt: o.status === 'withdrawn' ? new Date(now - 2 * DAY_MS) : null,
          withdrawalReason: o.status === 'withdrawn' ? 'Taille ne convient pas.' : null,
        })
        .returning();
      await tx
        .update(shopOrders)
        .set({ structuredCommunication: shopStructuredCommunication(row!.id).replace(/\D/g, '') })
        .where(eq(shopOrders.id, row!.id));
      await tx.insert(shopOrderLines).values({
        orderId: row!.id,
        kind: 'accessory',
        label: accessory.name,
        accessoryId: accessory.id,
        stockLocationId: 1,
        quantity,
        unitInclVatCents: line.unitInclVatCents,
        vatRate: line.vatRate,
        exclVatCents: totals.lines[0]!.exclVatCents,
        vatCents: totals.lines[0]!.vatCents,
        inclVatCents: totals.lines[0]!.inclVatCents,
        live: o.status !== 'cancelled' && o.status !== 'withdrawn',
      });
    }
  }

  // A 50 € gift card bought online three days ago and issued at its payment (decision 082): the books show it on the
  // cards' debt, no bill and no revenue (decision 116).
  await seedGiftCardOrder(tx, clock, {
    daysAgo: 3,
    cents: 5_000,
    firstName: 'Inès',
    token: 'gift-card',
    paymentMethod: 'online',
    status: 'paid',
    paidBy: null,
  });
  // A 25 € gift card ordered for pick-up and paid in cash at the Liège store five days ago (decision 121): the cash
  // daybook (CSH) shows it on the till's 570000 against the cards' debt.
  await seedGiftCardOrder(tx, clock, {
    daysAgo: 5,
    cents: 2_500,
    firstName: 'Marc',
    token: 'gift-card-in-store',
    paymentMethod: 'in_store',
    status: 'delivered',
    paidBy: 'cash',
  });

  // A rental booked online, six weeks ahead, on the last bike of the rental fleet.
  const [bike] = await tx.select({ id: bikes.id }).from(bikes).where(eq(bikes.frameNumber, 'RENT006'));
  if (bike) {
    const startDate = addDays(today, 40);
    const endDate = addDays(today, 42);
    const [rental] = await tx
      .insert(bikeRentals)
      .values({
        firstname: 'Sofie',
        lastname: 'Janssens',
        email: 'sofie.janssens@example.test',
        phone: '+32470998877',
        startDate,
        endDate,
        pricePerDayCents: ONLINE_RENTAL_DAY_RATE_CENTS,
        depositCents: ONLINE_RENTAL_DEPOSIT_CENTS,
        totalCents: rentalTotalCents({ pricePerDayCents: ONLINE_RENTAL_DAY_RATE_CENTS, startDate, endDate, bikeCount: 1 }),
        notes: 'online',
      })
      .returning({ id: bikeRentals.id });
    await tx.insert(bikeRentalBikes).values({ rentalId: rental!.id, bikeId: bike.id, startDate, endDate });
  }
}

/** A web order of one gift card, paid and its card issued (decision 082): no bill, the card's money on its debt (decision 116). */
async function seedGiftCardOrder(
  tx: Tx,
  clock: Clock,
  o: {
    daysAgo: number;
    cents: number;
    firstName: string;
    token: string;
    paymentMethod: 'online' | 'in_store';
    status: 'paid' | 'delivered';
    paidBy: 'cash' | null;
  },
) {
  const today = clock.today();
  const paidAt = new Date(clock.now().getTime() - o.daysAgo * DAY_MS);
  const totals = shopTotals({ lines: [{ kind: 'gift_card', quantity: 1, unitInclVatCents: o.cents, vatRate: 0 }], deliveryCents: 0 });
  const [row] = await tx
    .insert(shopOrders)
    .values({
      status: o.status,
      trackingTokenHash: tokenHash(o.token),
      email: `shop.${o.token}@example.test`,
      firstName: o.firstName,
      lastName: 'Dubois',
      phone: null,
      language: 'fr',
      deliveryMethod: 'store_pickup',
      pickupLocationId: 1,
      deliveryAddress: null,
      billingAddress: null,
      notes: null,
      expectedOn: null,
      deliveredOn: o.status === 'delivered' ? brusselsDayOf(paidAt) : null,
      paymentMethod: o.paymentMethod,
      paymentStatus: 'paid',
      paidBy: o.paidBy,
      paidAt,
      goodsCents: totals.goodsCents,
      deliveryCents: 0,
      orderInclVatCents: totals.orderInclVatCents,
      totalInclVatCents: totals.totalInclVatCents,
      vat: totals.vat,
      placedAt: paidAt,
    })
    .returning();
  const number = shopOrderNumber(row!.id);
  const [card] = await tx
    .insert(giftCards)
    .values({
      code: giftCardCodeFrom(crypto.randomBytes(16)),
      initialCents: o.cents,
      balanceCents: o.cents,
      expiresOn: tillGiftCardExpiry(today),
      soldVia: 'online',
      buyerName: `${o.firstName} Dubois`,
      createdAt: paidAt,
    })
    .returning();
  await tx
    .insert(giftCardUses)
    .values({ giftCardId: card!.id, amountCents: o.cents, balanceAfterCents: o.cents, reference: number, at: paidAt });
  await tx.insert(shopOrderLines).values({
    orderId: row!.id,
    kind: 'gift_card',
    label: 'gift_card',
    giftCardId: card!.id,
    quantity: 1,
    unitInclVatCents: o.cents,
    vatRate: 0,
    exclVatCents: o.cents,
    vatCents: 0,
    inclVatCents: o.cents,
    live: true,
  });
}
