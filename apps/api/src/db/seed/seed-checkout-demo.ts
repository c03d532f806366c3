import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { brusselsDayOf, ticketAmounts, type Clock } from '@veloport/domain';
import type { Tx } from '../client';
import { accessoryModels, bikeModels } from '../../modules/catalog/catalog.table';
import { checkoutTicketLines, checkoutTickets } from '../../modules/sales/checkout/checkout.table';
import { accessoryMovements, accessoryStock, bikeEvents, bikes } from '../../modules/stock/stock.table';

type People = {
  adminId: number;
  salesId: number;
  privateUserId: number;
  privateName: string;
  privateEmail: string;
  privateLanguage: string;
};

const STORE = 1;

/**
 * Three past sales at the till in Liège (decision 023), written as the till writes them: an anonymous card sale
 * of accessories, a bike and a lock to Paula (private customer) by transfer with 5 % off, and a cash sale. The
 * stock follows: the bike is sold to Paula with its history event, the accessories leave the store with a movement.
 */
export async function seedCheckoutDemo(tx: Tx, p: People, clock: Clock): Promise<void> {
  const daysAgo = (n: number) => new Date(clock.now().getTime() - n * 86_400_000);
  const [bike] = await tx
    .select({
      id: bikes.id,
      frameNumber: bikes.frameNumber,
      size: bikes.size,
      brand: bikeModels.brand,
      model: bikeModels.model,
      priceCents: bikeModels.priceCents,
      discountPriceCents: bikeModels.discountPriceCents,
      vatRate: bikeModels.vatRate,
    })
    .from(bikes)
    .innerJoin(bikeModels, eq(bikeModels.id, bikes.modelId))
    .where(and(eq(bikes.contractKind, 'stock'), eq(bikes.status, 'usable'), eq(bikes.stockLocationId, STORE)))
    .orderBy(asc(bikes.id))
    .limit(1);
  const accessories = await tx
    .select({
      id: accessoryModels.id,
      name: accessoryModels.name,
      priceCents: accessoryModels.priceCents,
      discountPriceCents: accessoryModels.discountPriceCents,
      vatRate: accessoryModels.vatRate,
      quantity: accessoryStock.quantity,
    })
    .from(accessoryStock)
    .innerJoin(accessoryModels, eq(accessoryModels.id, accessoryStock.accessoryId))
    .where(and(eq(accessoryStock.stockLocationId, STORE), gt(accessoryStock.quantity, 3)))
    .orderBy(asc(accessoryModels.id))
    .limit(3);
  if (!bike || accessories.length < 3) return;
  const [a, b, c] = accessories as [(typeof accessories)[number], (typeof accessories)[number], (typeof accessories)[number]];
  const acc = (x: typeof a, quantity: number) => ({
    kind: 'accessory' as const,
    label: x.name,
    bikeId: null,
    frameNumber: null,
    accessoryId: x.id,
    quantity,
    unitPriceCents: x.discountPriceCents ?? x.priceCents,
    vatRate: x.vatRate,
  });
  const bikeLine = {
    kind: 'bike' as const,
    label: `${bike.brand} ${bike.model}${bike.size ? ` (${bike.size})` : ''}`,
    bikeId: bike.id,
    frameNumber: bike.frameNumber,
    accessoryId: null,
    quantity: 1,
    unitPriceCents: bike.discountPriceCents ?? bike.priceCents,
    vatRate: bike.vatRate,
  };

  const sales = [
    {
      at: daysAgo(6),
      kind: 'anonymous',
      userId: null,
      name: null,
      email: null,
      language: 'fr',
      payment: 'card',
      discount: 0,
      cashierId: p.salesId,
      lines: [acc(a, 2), acc(b, 1)],
    },
    {
      at: daysAgo(3),
      kind: 'existing',
      userId: p.privateUserId,
      name: p.privateName,
      email: p.privateEmail,
      language: p.privateLanguage,
      payment: 'transfer',
      discount: 5,
      cashierId: p.adminId,
      lines: [bikeLine, acc(c, 1)],
    },
    {
      at: daysAgo(1),
      kind: 'anonymous',
      userId: null,
      name: null,
      email: null,
      language: 'fr',
      payment: 'cash',
      discount: 0,
      cashierId: p.salesId,
      lines: [acc(b, 1)],
    },
  ];
  for (const s of sales) {
    const { lines: amounts, totals } = ticketAmounts(s.lines, s.discount);
    const [ticket] = await tx
      .insert(checkoutTickets)
      .values({
        customerKind: s.kind,
        userId: s.userId,
        customerName: s.name,
        customerEmail: s.email,
        language: s.language,
        paymentMethod: s.payment,
        discountPercent: s.discount,
        stockLocationId: STORE,
        cashierId: s.cashierId,
        grossCents: totals.grossCents,
        discountCents: totals.discountCents,
        exclVatCents: totals.exclVatCents,
        vatCents: totals.vatCents,
        inclVatCents: totals.inclVatCents,
        createdAt: s.at,
      })
      .returning({ id: checkoutTickets.id });
    await tx.insert(checkoutTicketLines).values(s.lines.map((l, i) => ({ ...l, ticketId: ticket!.id, ...amounts[i]! })));
    const note = `T-${String(ticket!.id).padStart(6, '0')}`;
    for (const [i, l] of s.lines.entries()) {
      if (l.kind === 'bike') {
        const date = brusselsDayOf(s.at);
        await tx
          .update(bikes)
          .set({ contractKind: 'sold', saleDate: date, salePriceCents: amounts[i]!.exclVatCents, userId: s.userId, updatedAt: s.at })
          .where(eq(bikes.id, l.bikeId!));
        await tx.insert(bikeEvents).values({
          bikeId: l.bikeId!,
          kind: 'sold',
          details: { date, priceCents: amounts[i]!.exclVatCents, previousContractKind: 'stock', ticketId: ticket!.id, userId: s.userId },
          actorId: s.cashierId,
          at: s.at,
        });
      } else {
        const [row] = await tx
          .update(accessoryStock)
          .set({ quantity: sql`${accessoryStock.quantity} - ${l.quantity}` })
          .where(and(eq(accessoryStock.accessoryId, l.accessoryId!), eq(accessoryStock.stockLocationId, STORE)))
          .returning({ quantity: accessoryStock.quantity });
        await tx.insert(accessoryMovements).values({
          accessoryId: l.accessoryId!,
          stockLocationId: STORE,
          delta: -l.quantity,
          quantityAfter: row!.quantity,
          reason: 'sale',
          note,
          actorId: s.cashierId,
          at: s.at,
        });
      }
    }
  }
}
