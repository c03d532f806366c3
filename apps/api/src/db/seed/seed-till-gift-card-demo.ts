import crypto from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import {
  brusselsDayOf,
  giftCardCodeFrom,
  giftCardLineAmounts,
  ticketAmounts,
  ticketNumberOf,
  tillGiftCardExpiry,
  type Clock,
} from '@veloport/domain';
import type { Tx } from '../client';
import { giftCards, giftCardUses } from '../../modules/billing/gift-cards/gift-cards.table';
import { accessoryModels } from '../../modules/catalog/catalog.table';
import { checkoutTicketLines, checkoutTickets } from '../../modules/sales/checkout/checkout.table';
import { accessoryMovements, accessoryStock } from '../../modules/stock/stock.table';

const STORE = 1;

/**
 * Decision 063's demo: yesterday at the Liège till, Paula bought an accessory and a 50 € gift card on one ticket, paid
 * by card. The card was issued by the ticket (its first history entry names it, the gift cards list shows the ticket);
 * the ticket's VAT is the accessory's alone, and its bill (tickets-to-bill) carries the accessory only.
 */
export async function seedTillGiftCardDemo(
  tx: Tx,
  p: { salesId: number; paula: { id: number; name: string; email: string; language: string } },
  clock: Clock,
): Promise<void> {
  const [accessory] = await tx
    .select({
      id: accessoryModels.id,
      name: accessoryModels.name,
      priceCents: accessoryModels.priceCents,
      discountPriceCents: accessoryModels.discountPriceCents,
      vatRate: accessoryModels.vatRate,
    })
    .from(accessoryStock)
    .innerJoin(accessoryModels, eq(accessoryModels.id, accessoryStock.accessoryId))
    .where(and(eq(accessoryStock.stockLocationId, STORE), gt(accessoryStock.quantity, 1)))
    .orderBy(asc(accessoryModels.id))
    .limit(1);
  if (!accessory) return;
  const at = new Date(clock.now().getTime() - 86_400_000);
  const goods = {
    kind: 'accessory' as const,
    label: accessory.name,
    bikeId: null,
    frameNumber: null,
    accessoryId: accessory.id,
    quantity: 1,
    unitPriceCents: accessory.discountPriceCents ?? accessory.priceCents,
    vatRate: accessory.vatRate,
  };
  const { lines: amounts, totals } = ticketAmounts([goods]);
  const cardCents = 5_000;
  const [ticket] = await tx
    .insert(checkoutTickets)
    .values({
      customerKind: 'existing',
      userId: p.paula.id,
      customerName: p.paula.name,
      customerEmail: p.paula.email,
      language: p.paula.language,
      paymentMethod: 'card',
      discountPercent: 0,
      stockLocationId: STORE,
      cashierId: p.salesId,
      grossCents: totals.grossCents,
      discountCents: totals.discountCents,
      exclVatCents: totals.exclVatCents,
      vatCents: totals.vatCents,
      inclVatCents: totals.inclVatCents,
      giftCardsSoldCents: cardCents,
      createdAt: at,
    })
    .returning({ id: checkoutTickets.id });
  const number = ticketNumberOf(ticket!.id);
  const [card] = await tx
    .insert(giftCards)
    .values({
      code: giftCardCodeFrom(crypto.randomBytes(16)),
      initialCents: cardCents,
      balanceCents: cardCents,
      expiresOn: tillGiftCardExpiry(brusselsDayOf(at)),
      soldVia: 'till',
      ticketId: ticket!.id,
      buyerName: p.paula.name,
      createdById: p.salesId,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  await tx
    .insert(giftCardUses)
    .values({ giftCardId: card!.id, amountCents: cardCents, balanceAfterCents: cardCents, reference: number, actorId: p.salesId, at });
  await tx.insert(checkoutTicketLines).values([
    { ...goods, ticketId: ticket!.id, ...amounts[0]! },
    {
      kind: 'gift_card',
      label: 'Gift card',
      bikeId: null,
      frameNumber: null,
      accessoryId: null,
      giftCardId: card!.id,
      quantity: 1,
      unitPriceCents: cardCents,
      vatRate: 0,
      ticketId: ticket!.id,
      ...giftCardLineAmounts(cardCents),
    },
  ]);
  const [row] = await tx
    .update(accessoryStock)
    .set({ quantity: sql`${accessoryStock.quantity} - 1` })
    .where(and(eq(accessoryStock.accessoryId, accessory.id), eq(accessoryStock.stockLocationId, STORE)))
    .returning({ quantity: accessoryStock.quantity });
  await tx.insert(accessoryMovements).values({
    accessoryId: accessory.id,
    stockLocationId: STORE,
    delta: -1,
    quantityAfter: row!.quantity,
    reason: 'sale',
    note: number,
    actorId: p.salesId,
    at,
  });
}
