import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import { addDays, rentalTotalCents, type Clock } from '@veloport/domain';
import type { Tx } from '../client';
import { billBikes } from '../../modules/billing/sources/bill-sources.table';
import { bills } from '../../modules/billing/bills/bills.table';
import { accessoryModels } from '../../modules/catalog/catalog.table';
import { bikeRentalBikes, bikeRentals } from '../../modules/rentals/rentals.table';
import { checkoutTicketLines, checkoutTickets } from '../../modules/sales/checkout/checkout.table';
import { bikes } from '../../modules/stock/stock.table';

const DAY_MS = 86_400_000;

/**
 * Bills from sources (decision 048): besides the demo's finished repair, ticket, delivered order and company rental
 * already waiting, a ticket the employee asked an invoice for and a returned rental of the private customer; and two
 * of Acme's issued bills linked to Acme's bikes (the others wait in "bills without a bike").
 */
export async function seedBillSourcesDemo(
  tx: Tx,
  p: { adminId: number; acmeId: number; employeeId: number; employeeName: string; privateEmail: string; privateName: string },
  clock: Clock,
): Promise<void> {
  const [accessory] = await tx.select().from(accessoryModels).orderBy(asc(accessoryModels.id)).limit(1);
  const [store] = await tx.select({ id: checkoutTickets.stockLocationId }).from(checkoutTickets).limit(1);
  if (accessory && store) {
    const excl = accessory.priceCents * 2;
    const vat = Math.round((excl * 21) / 100);
    const [ticket] = await tx
      .insert(checkoutTickets)
      .values({
        customerKind: 'existing',
        userId: p.employeeId,
        companyId: p.acmeId,
        customerName: p.employeeName,
        language: 'fr',
        paymentMethod: 'card',
        stockLocationId: store.id,
        cashierId: p.adminId,
        grossCents: excl,
        discountCents: 0,
        exclVatCents: excl,
        vatCents: vat,
        inclVatCents: excl + vat,
        createdAt: new Date(clock.now().getTime() - 3 * DAY_MS),
      })
      .returning({ id: checkoutTickets.id });
    await tx.insert(checkoutTicketLines).values({
      ticketId: ticket!.id,
      kind: 'accessory',
      label: accessory.name,
      accessoryId: accessory.id,
      quantity: 2,
      unitPriceCents: accessory.priceCents,
      vatRate: 21,
      grossCents: excl,
      discountCents: 0,
      exclVatCents: excl,
      vatCents: vat,
      inclVatCents: excl + vat,
    });
  }

  // A rental bike free 40 days ago (the demo's rentals are within the last three weeks).
  const [rentalBike] = await tx.select({ bikeId: bikeRentalBikes.bikeId }).from(bikeRentalBikes).orderBy(asc(bikeRentalBikes.id)).limit(1);
  if (rentalBike) {
    const today = clock.today();
    const [firstname, ...rest] = p.privateName.split(' ');
    const plan = { startDate: addDays(today, -40), endDate: addDays(today, -39), pricePerDayCents: 3000 };
    const [rental] = await tx
      .insert(bikeRentals)
      .values({
        ...plan,
        firstname: firstname ?? p.privateName,
        lastname: rest.join(' ') || p.privateName,
        email: p.privateEmail,
        status: 'returned',
        totalCents: rentalTotalCents({ ...plan, bikeCount: 1 }),
        pickedUpAt: new Date(Date.parse(`${plan.startDate}T09:00:00Z`)),
        pickedUpById: p.adminId,
        returnedAt: new Date(Date.parse(`${plan.endDate}T17:00:00Z`)),
        returnedById: p.adminId,
        createdById: p.adminId,
      })
      .returning({ id: bikeRentals.id });
    await tx.insert(bikeRentalBikes).values({ rentalId: rental!.id, bikeId: rentalBike.bikeId, ...plan, live: true });
  }

  const acmeBills = await tx
    .select({ id: bills.id })
    .from(bills)
    .where(and(eq(bills.companyId, p.acmeId), eq(bills.kind, 'invoice'), ne(bills.status, 'draft'), isNotNull(bills.number)))
    .orderBy(asc(bills.id))
    .limit(2);
  const acmeBikes = await tx.select({ id: bikes.id }).from(bikes).where(eq(bikes.companyId, p.acmeId)).orderBy(asc(bikes.id)).limit(2);
  if (acmeBills.length && acmeBikes.length) {
    await tx
      .insert(billBikes)
      .values(acmeBills.map((b, i) => ({ billId: b.id, bikeId: acmeBikes[i % acmeBikes.length]!.id, createdById: p.adminId })));
  }
}
