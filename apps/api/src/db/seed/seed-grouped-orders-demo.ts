import type { Clock } from '@veloport/domain';
import { asc } from 'drizzle-orm';
import type { Tx } from '../client';
import { accessoryModels, bikeModels } from '../../modules/catalog/catalog.table';
import { groupedOrderLines, groupedOrders } from '../../modules/sales/grouped-orders/grouped-orders.table';
import { bikeEvents, bikes } from '../../modules/stock/stock.table';

/**
 * Demo grouped orders (decision 025): one sent to the supplier and still expected, one received whose two bikes
 * are in the Liège stock with their frame numbers and whose locks were ticked off.
 */
export async function seedGroupedOrdersDemo(tx: Tx, p: { adminId: number; salesId: number }, _clock: Clock): Promise<void> {
  const models = await tx.select().from(bikeModels).orderBy(asc(bikeModels.id)).limit(2);
  const [accessory] = await tx.select().from(accessoryModels).orderBy(asc(accessoryModels.id)).limit(1);
  if (models.length === 0) return;
  const [first, second = first] = models as [(typeof models)[number], (typeof models)[number]?];
  const label = (m: typeof first) => [`${m.brand} ${m.model}`, m.sizes[0]].filter(Boolean).join(' · ');
  const [ordered, received] = await tx
    .insert(groupedOrders)
    .values([
      {
        supplier: first.brand,
        reference: 'PO-2026-031',
        expectedOn: '2026-12-18',
        status: 'ordered',
        orderedAt: new Date('2026-11-20T09:00:00Z'),
        notes: 'Livraison au magasin de Liège',
        createdById: p.salesId,
      },
      {
        supplier: second!.brand,
        reference: 'PO-2026-027',
        expectedOn: '2026-11-10',
        status: 'received',
        orderedAt: new Date('2026-10-28T09:00:00Z'),
        receivedAt: new Date('2026-11-09T14:30:00Z'),
        createdById: p.adminId,
      },
    ])
    .returning({ id: groupedOrders.id });
  const receivedBikes = await tx
    .insert(bikes)
    .values(
      ['WGRP26DEMO0001', 'WGRP26DEMO0002'].map((frameNumber) => ({
        modelId: second!.id,
        frameNumber,
        size: second!.sizes[0] ?? null,
        stockLocationId: 1,
        contractKind: 'stock',
        purchaseDate: '2026-11-09',
      })),
    )
    .returning({ id: bikes.id, frameNumber: bikes.frameNumber });
  await tx.insert(bikeEvents).values(
    receivedBikes.map((b) => ({
      bikeId: b.id,
      kind: 'created',
      details: { modelId: second!.id, locationId: 1, contractKind: 'stock', encoded: true },
      actorId: p.adminId,
    })),
  );
  const price = (m: typeof first) => Math.round((m.discountPriceCents ?? m.priceCents) * 0.7);
  await tx.insert(groupedOrderLines).values([
    {
      groupedOrderId: ordered!.id,
      kind: 'bike',
      label: label(first),
      modelId: first.id,
      size: first.sizes[0] ?? null,
      quantity: 3,
      unitPriceCents: price(first),
      vatRate: 21,
    },
    ...(accessory
      ? [
          {
            groupedOrderId: ordered!.id,
            kind: 'accessory',
            label: accessory.name,
            accessoryId: accessory.id,
            quantity: 10,
            unitPriceCents: Math.round(accessory.priceCents * 0.6),
            vatRate: 21,
          },
        ]
      : []),
    {
      groupedOrderId: ordered!.id,
      kind: 'service',
      label: 'Transport',
      description: 'Transport',
      quantity: 1,
      unitPriceCents: 4_500,
      vatRate: 21,
    },
    {
      groupedOrderId: received!.id,
      kind: 'bike',
      label: label(second!),
      modelId: second!.id,
      size: second!.sizes[0] ?? null,
      quantity: 2,
      receivedQuantity: 2,
      receivedBikes,
      unitPriceCents: price(second!),
      vatRate: 21,
    },
    {
      groupedOrderId: received!.id,
      kind: 'other_accessory',
      label: 'Antivols pliables',
      description: 'Antivols pliables',
      quantity: 2,
      receivedQuantity: 2,
      unitPriceCents: 3_900,
      vatRate: 21,
    },
  ]);
}
