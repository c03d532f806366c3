import { and, asc, desc, eq, getTableColumns, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';
import { bills } from '../modules/billing/bills/bills.table';
import { billBikes, billSources } from '../modules/billing/sources/bill-sources.table';
import { bikeModels } from '../modules/catalog/catalog.table';
import { users } from '../modules/identity/identity.table';
import { bikeRentalBikes, bikeRentals } from '../modules/rentals/rentals.table';
import { checkoutTicketLines, checkoutTickets } from '../modules/sales/checkout/checkout.table';
import { offerLines, orders } from '../modules/sales/sales.table';
import { orderDeliveryPrices, orderPromoShares } from '../modules/sales/offer-promo/offer-promo.table';
import { bikes } from '../modules/stock/stock.table';
import { maintenanceRequests } from '../modules/workshop/requests/maintenance-requests.table';
import { maintenanceJobLines, maintenanceJobs } from '../modules/workshop/jobs/workshop-jobs.table';
import { servicePrices } from '../modules/workshop/service-prices/service-prices.table';

/**
 * The billing module's port onto the sources it bills (decision 048): finished workshop jobs, checkout tickets,
 * purchase orders, rentals, and the bikes. The module declares what it needs (`BillSourceReaders`) and app.ts hands
 * it these readers, as it hands the price list its `serviceBillings`: billing never imports another module's
 * tables. They read across modules in one query each (a join with `bill_sources` leaves out what is billed), which
 * no single owner's service can; at merge the lead may move each into its owner's service.
 */

/** The most candidates a waiting list reads: these lists are work to do, short by nature. */
export const CANDIDATES_MAX = 5_000;

/** No bill that is not credited in full holds this source. */
const notBilled = (kind: string, id: AnyPgColumn) =>
  sql`not exists (select 1 from ${billSources} s join ${bills} b on b.id = s.bill_id where s.kind = ${kind} and s.source_id = ${id} and s.released_at is null and b.status <> 'credited')`;
const idsWhere = (column: AnyPgColumn, ids: number[] | undefined) => (ids ? inArray(column, ids.length ? ids : [0]) : undefined);

const completedAt = sql<Date | null>`(select max(s.at) from maintenance_steps s where s.request_id = ${maintenanceRequests.id} and s.step = 'completed')`;

export const billSourceReaders = {
  workshopJobs: (db: DbOrTx, ids?: number[]) =>
    db
      .select({
        id: maintenanceRequests.id,
        userId: maintenanceRequests.userId,
        companyId: maintenanceRequests.companyId,
        bikeId: maintenanceRequests.bikeId,
        bikeLabel: maintenanceRequests.bikeLabel,
        completedAt,
      })
      .from(maintenanceRequests)
      .where(
        and(
          eq(maintenanceRequests.step, 'completed'),
          sql`exists (select 1 from ${maintenanceJobLines} l where l.request_id = ${maintenanceRequests.id})`,
          notBilled('workshop_job', maintenanceRequests.id),
          idsWhere(maintenanceRequests.id, ids),
        ),
      )
      .orderBy(asc(maintenanceRequests.id))
      .limit(CANDIDATES_MAX),
  /** A job's lines, with a price-list service's descriptions in the three languages (the line keeps the French one). */
  jobLines: (db: DbOrTx, requestIds: number[]) =>
    requestIds.length
      ? db
          .select({ ...getTableColumns(maintenanceJobLines), serviceDescriptions: servicePrices.description })
          .from(maintenanceJobLines)
          .leftJoin(servicePrices, eq(servicePrices.id, maintenanceJobLines.servicePriceId))
          .where(inArray(maintenanceJobLines.requestId, requestIds))
          .orderBy(asc(maintenanceJobLines.id))
      : Promise.resolve([]),

  /** Tickets of a known customer (an anonymous sale has nobody to bill). */
  checkoutTickets: (db: DbOrTx, ids?: number[]) =>
    db
      .select()
      .from(checkoutTickets)
      .where(
        and(
          ne(checkoutTickets.customerKind, 'anonymous'),
          sql`(${checkoutTickets.userId} is not null or ${checkoutTickets.companyId} is not null)`,
          notBilled('checkout_ticket', checkoutTickets.id),
          idsWhere(checkoutTickets.id, ids),
        ),
      )
      .orderBy(desc(checkoutTickets.id))
      .limit(CANDIDATES_MAX),
  ticketLines: (db: DbOrTx, ticketIds: number[]) =>
    ticketIds.length
      ? db.select().from(checkoutTicketLines).where(inArray(checkoutTicketLines.ticketId, ticketIds)).orderBy(asc(checkoutTicketLines.id))
      : Promise.resolve([]),

  /** Orders of a purchase (leasing contracts are billed by the leasing runs), validated and not cancelled. */
  orders: (db: DbOrTx, ids?: number[]) =>
    db
      .select({
        order: orders,
        vatRate: offerLines.vatRate,
        promoCode: orderPromoShares.code,
        promoDiscountCents: orderPromoShares.discountCents,
        deliveryCents: orderDeliveryPrices.priceCents,
        deliveryZone: orderDeliveryPrices.zone,
      })
      .from(orders)
      .leftJoin(offerLines, eq(offerLines.id, orders.offerLineId))
      // Its share of the offer's promo code (decision 059), taken off the bill.
      .leftJoin(orderPromoShares, eq(orderPromoShares.orderId, orders.id))
      .leftJoin(orderDeliveryPrices, eq(orderDeliveryPrices.orderId, orders.id))
      .where(
        and(
          eq(orders.contractType, 'purchase'),
          notInArray(orders.status, ['cancelled', 'pending_validation']),
          notBilled('order', orders.id),
          idsWhere(orders.id, ids),
        ),
      )
      .orderBy(desc(orders.id))
      .limit(CANDIDATES_MAX),

  /** Rentals whose bikes went out (picked up or returned); the payer is the company, else the account of the e-mail. */
  rentals: (db: DbOrTx, ids?: number[]) =>
    db
      .select({ rental: bikeRentals, userId: users.id })
      .from(bikeRentals)
      .leftJoin(users, sql`lower(${users.email}) = lower(${bikeRentals.email})`)
      .where(
        and(
          inArray(bikeRentals.status, ['picked_up', 'returned']),
          sql`(${bikeRentals.companyId} is not null or ${users.id} is not null)`,
          notBilled('rental', bikeRentals.id),
          idsWhere(bikeRentals.id, ids),
        ),
      )
      .orderBy(desc(bikeRentals.id))
      .limit(CANDIDATES_MAX),
  rentalBikes: (db: DbOrTx, rentalIds: number[]) =>
    rentalIds.length
      ? db
          .selectDistinct({ rentalId: bikeRentalBikes.rentalId, bikeId: bikeRentalBikes.bikeId })
          .from(bikeRentalBikes)
          .where(inArray(bikeRentalBikes.rentalId, rentalIds))
      : Promise.resolve([]),

  /** The other modules' own "billed" marks, kept for their screens. */
  async markBilled(db: DbOrTx, kind: string, ids: number[]) {
    if (!ids.length) return;
    const now = sql`now()`;
    if (kind === 'workshop_job')
      await db
        .insert(maintenanceJobs)
        .values(ids.map((requestId) => ({ requestId, billedAt: now })))
        .onConflictDoUpdate({ target: maintenanceJobs.requestId, set: { billedAt: now } });
    if (kind === 'checkout_ticket') await db.update(checkoutTickets).set({ billedAt: now }).where(inArray(checkoutTickets.id, ids));
  },

  bikesOf: (db: DbOrTx, billIds: number[]) =>
    billIds.length
      ? db
          .select({
            billId: billBikes.billId,
            id: bikes.id,
            frameNumber: bikes.frameNumber,
            brand: bikeModels.brand,
            model: bikeModels.model,
          })
          .from(billBikes)
          .innerJoin(bikes, eq(bikes.id, billBikes.bikeId))
          .leftJoin(bikeModels, eq(bikeModels.id, bikes.modelId))
          .where(inArray(billBikes.billId, billIds))
          .orderBy(asc(bikes.frameNumber))
      : Promise.resolve([]),
  existingBikes: (db: DbOrTx, ids: number[]) =>
    ids.length ? db.select({ id: bikes.id }).from(bikes).where(inArray(bikes.id, ids)) : Promise.resolve([]),
  /** bikes-link: each link of an issued or draft bill to a bike. */
  links(db: DbOrTx, where: SQL | undefined, orderBy: SQL[], limit: number, offset: number) {
    return db
      .select({
        bill: {
          id: bills.id,
          number: bills.number,
          status: bills.status,
          customerName: bills.customerName,
          issueDate: bills.issueDate,
          inclVatCents: bills.inclVatCents,
        },
        bike: { id: bikes.id, frameNumber: bikes.frameNumber, brand: bikeModels.brand, model: bikeModels.model },
      })
      .from(billBikes)
      .innerJoin(bills, eq(bills.id, billBikes.billId))
      .innerJoin(bikes, eq(bikes.id, billBikes.bikeId))
      .leftJoin(bikeModels, eq(bikeModels.id, bikes.modelId))
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
  },
  async linksCount(db: DbOrTx, where: SQL | undefined) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(billBikes)
      .innerJoin(bills, eq(bills.id, billBikes.billId))
      .innerJoin(bikes, eq(bikes.id, billBikes.bikeId))
      .where(where);
    return Number(row?.n ?? 0);
  },
  /** bikes-link's filter: the bill's own condition, or the frame number matching; one bike. */
  linksWhere: (billWhere: SQL | undefined, pattern: string | null, bikeId: number | null) =>
    and(
      billWhere && pattern ? sql`(${billWhere} or ${bikes.frameNumber} ilike ${pattern})` : undefined,
      bikeId ? eq(bikes.id, bikeId) : undefined,
    ),
};
export type BillSourceReaders = typeof billSourceReaders;
