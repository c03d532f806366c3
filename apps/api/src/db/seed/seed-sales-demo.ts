import { asc } from 'drizzle-orm';
import type { Tx } from '../client';
import { accessoryModels, bikeModels } from '../../modules/catalog/catalog.table';
import { brusselsDayOf, offerLineAmounts, type OfferLineKind, type Clock } from '@veloport/domain';
import { offerLines, offers, orders } from '../../modules/sales/sales.table';
import { seedLeadsDemo } from './seed-leads-demo';

type People = {
  adminId: number;
  salesId: number;
  acmeFleetId: number;
  acmeId: number;
  globexId: number;
  acmeEmployeeId: number;
  globexEmployeeId: number;
  privateUserId: number;
};

/**
 * Demo offers in every status (decision 021): Acme's in progress, a signed Globex lease, a private
 * customer's cancelled and in-progress purchases, a lost one. Seeded signed offers have no stored PDF.
 * Their orders cover the dashboard groups: one of Acme's waits for Fiona's validation (Acme asks for it).
 */
export async function seedSalesDemo(tx: Tx, p: People, clock: Clock): Promise<void> {
  const models = await tx.select().from(bikeModels).orderBy(asc(bikeModels.id)).limit(3);
  const [accessory] = await tx.select().from(accessoryModels).orderBy(asc(accessoryModels.id)).limit(1);
  const bike = (i: number, discountPercent = 0) => {
    const m = models[i % models.length]!;
    return {
      kind: 'bike',
      label: `${m.brand} ${m.model}${m.sizes[0] ? ` (${m.sizes[0]})` : ''}`,
      modelId: m.id,
      size: m.sizes[0] ?? null,
      quantity: 1,
      unitPriceCents: m.discountPriceCents ?? m.priceCents,
      vatRate: m.vatRate,
      discountPercent,
      catalogueUnitCents: m.priceCents,
    };
  };
  const extras = [
    ...(accessory
      ? [
          {
            kind: 'accessory',
            label: accessory.name,
            accessoryId: accessory.id,
            quantity: 1,
            unitPriceCents: accessory.priceCents,
            vatRate: accessory.vatRate,
            discountPercent: 0,
          },
        ]
      : []),
    {
      kind: 'labour',
      label: 'Montage et réglages',
      description: 'Montage et réglages',
      quantity: 1,
      unitPriceCents: 4_500,
      vatRate: 21,
      discountPercent: 0,
    },
  ];
  const signedAt = new Date('2026-02-10T10:15:00Z');
  const acmePlan = { vatIncluded: true, saleDiscountPercent: 10, leasingDiscountPercent: 5, residualValuePercent: 16 };
  const rows = await tx
    .insert(offers)
    .values([
      {
        companyId: p.acmeId,
        userId: p.acmeEmployeeId,
        contractType: 'leasing',
        durationMonths: 36,
        description: 'Vélo de fonction via le plan cafétéria',
        createdById: p.salesId,
      },
      {
        companyId: p.acmeId,
        contractType: 'leasing_with_maintenance_budget',
        durationMonths: 36,
        description: 'Box vélos sécurisée au siège',
        createdById: p.salesId,
      },
      {
        companyId: p.globexId,
        userId: p.globexEmployeeId,
        contractType: 'annual',
        durationMonths: 12,
        status: 'signed',
        signerName: 'Greta Globex',
        signedAt,
        signedById: p.globexEmployeeId,
        signedIp: '192.0.2.10',
        plan: { vatIncluded: false, saleDiscountPercent: 0, leasingDiscountPercent: 7.5, residualValuePercent: 16 },
        createdById: p.adminId,
      },
      { userId: p.privateUserId, contractType: 'purchase', status: 'cancelled', description: 'Changed their mind', createdById: p.adminId },
      { companyId: p.acmeId, userId: p.acmeEmployeeId, contractType: 'purchase', status: 'lost', createdById: p.salesId },
      {
        userId: p.privateUserId,
        contractType: 'purchase',
        durationMonths: 24,
        description: 'Financed over 24 months',
        createdById: p.salesId,
      },
      {
        companyId: p.acmeId,
        userId: p.acmeEmployeeId,
        contractType: 'leasing',
        durationMonths: 36,
        status: 'signed',
        signerName: 'Emile Employé',
        signedAt,
        signedById: p.acmeEmployeeId,
        signedIp: '192.0.2.11',
        plan: acmePlan,
        createdById: p.salesId,
      },
      {
        companyId: p.acmeId,
        userId: p.acmeEmployeeId,
        contractType: 'purchase',
        status: 'signed',
        signerName: 'Emile Employé',
        signedAt,
        signedById: p.acmeEmployeeId,
        signedIp: '192.0.2.11',
        plan: acmePlan,
        createdById: p.salesId,
      },
      {
        userId: p.privateUserId,
        contractType: 'purchase',
        status: 'signed',
        signerName: 'Paula Private',
        signedAt,
        signedById: p.privateUserId,
        signedIp: '192.0.2.12',
        createdById: p.adminId,
      },
    ])
    .returning({ id: offers.id });
  const [acmeLease, acmeBox, globexSigned, privateCancelled, acmeLost, privateOpen, acmeToValidate, acmeDone, privateSigned] = rows.map(
    (r) => r.id,
  );
  const lines = await tx
    .insert(offerLines)
    .values([
      ...[bike(0, 5), ...extras].map((l) => ({ ...l, offerId: acmeLease! })),
      {
        offerId: acmeBox!,
        kind: 'box',
        label: 'Box 10 vélos avec borne à clés',
        description: 'Box 10 vélos avec borne à clés',
        installation: true,
        quantity: 1,
        unitPriceCents: 450_000,
        vatRate: 21,
        discountPercent: 0,
      },
      { offerId: globexSigned!, ...bike(1) },
      { offerId: privateCancelled!, ...bike(2) },
      { offerId: acmeLost!, ...bike(0, 10) },
      ...[bike(1), ...extras].map((l) => ({ ...l, offerId: privateOpen! })),
      { offerId: acmeToValidate!, ...bike(2, 5) },
      { offerId: acmeDone!, ...bike(0) },
      { offerId: privateSigned!, ...bike(1) },
    ])
    .returning();

  const order = (
    offerId: number,
    companyId: number | null,
    userId: number,
    contractType: string,
    status: string,
    validation?: { decision: string; reason?: string },
  ) => {
    const line = lines.find((l) => l.offerId === offerId && l.kind === 'bike')!;
    const amounts = offerLineAmounts({
      kind: line.kind as OfferLineKind,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      vatRate: line.vatRate,
      discountPercent: Number(line.discountPercent),
    });
    return {
      offerId,
      offerLineId: line.id,
      companyId,
      userId,
      contractType,
      label: line.label,
      modelId: line.modelId,
      size: line.size,
      quantity: line.quantity,
      amountExclVatCents: amounts.exclVatCents,
      amountInclVatCents: amounts.inclVatCents,
      status,
      ...(validation
        ? {
            validationDecision: validation.decision,
            validatedById: p.acmeFleetId,
            validatedAt: signedAt,
            refusalReason: validation.reason ?? null,
          }
        : {}),
    };
  };
  // The tracker's clock (decision 024): the Acme order has waited 5 days for its fleet manager and the Globex
  // one 4 days for the shop, so the admin dashboard's "waiting too long" card and the reminders have content.
  const daysAgo = (d: number) => new Date(clock.now().getTime() - d * 24 * 3600 * 1000);
  const stamped = (status: string, since: Date) => ({ statusChangedAt: since, reachedAt: { [status]: since.toISOString() } });
  await tx.insert(orders).values([
    {
      ...order(globexSigned!, p.globexId, p.globexEmployeeId, 'annual', 'to_order'),
      ...stamped('to_order', daysAgo(4)),
      deliveryMethod: 'store_pickup',
      pickupLocationId: 1,
      billingAddress: 'Globex SPRL, Rue de la Loi 1, 1000 Bruxelles',
    },
    {
      ...order(acmeToValidate!, p.acmeId, p.acmeEmployeeId, 'leasing', 'pending_validation'),
      ...stamped('pending_validation', daysAgo(5)),
      createdAt: daysAgo(5),
    },
    {
      ...order(acmeDone!, p.acmeId, p.acmeEmployeeId, 'purchase', 'done', { decision: 'validated' }),
      ...stamped('done', daysAgo(2)),
      deliveryMethod: 'home',
      deliveryAddress: 'Rue du Vélo 1, 4000 Liège',
      handoverDate: brusselsDayOf(daysAgo(2)),
      handoverReceiverName: 'Emile Employé',
      handedOverById: p.adminId,
      handedOverAt: daysAgo(2),
    },
    order(privateSigned!, null, p.privateUserId, 'purchase', 'cancelled'),
  ]);
  await seedLeadsDemo(tx, { adminId: p.adminId, salesId: p.salesId, acmeEmployeeOfferId: acmeLease! }, clock);
}
