import type { BillSourceKind } from '@veloport/domain';
import type { DbOrTx } from '../../../db/client';
import type { BikeModelsService } from '../../catalog/bike-models.service';
import type { IdentityService } from '../../identity/identity.service';
import type { RentalsService } from '../../rentals/rentals.service';
import type { CheckoutService } from '../../sales/checkout/checkout.service';
import type { OrdersService } from '../../sales/orders.service';
import type { BikesService } from '../../stock/bikes/bikes.service';
import type { WorkshopJobsService } from '../../workshop/jobs/workshop-jobs.service';
import { billSourcesRepository } from './bill-sources.repository';

export type BillSourceReaders = ReturnType<typeof createBillSourceReaders>;
/** The most candidates a waiting list reads: these lists are work to do, short by nature. */
const CANDIDATES_MAX = 5_000;

/**
 * The billing adapter onto the sources it bills (decisions 048, 069): finished workshop jobs, till tickets, purchase
 * orders, rentals, and the bikes a bill concerns — each read through its owner's service, wired in app.ts. Billing
 * hands each owner its "not billed yet" condition (over billing's own tables), so every waiting list stays one query
 * of the owner's; nothing here queries a table.
 */
export function createBillSourceReaders(deps: {
  workshopJobs: WorkshopJobsService;
  checkout: CheckoutService;
  orders: OrdersService;
  rentals: RentalsService;
  identity: IdentityService;
  bikes: BikesService;
  models: BikeModelsService;
}) {
  const unbilled = billSourcesRepository.unbilled;
  return {
    workshopJobs: (ids?: number[]) => deps.workshopJobs.completedToBill(unbilled('workshop_job'), CANDIDATES_MAX, ids),
    jobLines: (requestIds: number[]) => deps.workshopJobs.linesToBill(requestIds),
    checkoutTickets: (ids?: number[]) => deps.checkout.ticketsToBill(unbilled('checkout_ticket'), CANDIDATES_MAX, ids),
    ticketLines: (ticketIds: number[]) => deps.checkout.ticketLines(ticketIds),
    orders: (ids?: number[]) => deps.orders.purchasesToBill(unbilled('order'), CANDIDATES_MAX, ids),
    /** Rentals out and not billed; the payer is the company, else the account of the rental's e-mail (none: not billable). */
    async rentals(ids?: number[]) {
      const rows = await deps.rentals.outToBill(unbilled('rental'), CANDIDATES_MAX, ids);
      const accounts = await deps.identity.usersByEmails([...new Set(rows.filter((r) => r.companyId === null).map((r) => r.email))]);
      const byEmail = new Map(accounts.map((u) => [u.email.toLowerCase(), u.id]));
      return rows
        .map((rental) => ({ rental, userId: byEmail.get(rental.email.toLowerCase()) ?? null }))
        .filter((r) => r.rental.companyId !== null || r.userId !== null);
    },
    rentalBikes: (rentalIds: number[]) => deps.rentals.bikesOfRentals(rentalIds),
    /** The owners' own "billed" marks, kept for their screens, in billing's transaction. */
    async markBilled(tx: DbOrTx, kind: BillSourceKind, ids: number[]) {
      if (kind === 'workshop_job') await deps.workshopJobs.markBilled(tx, ids);
      if (kind === 'checkout_ticket') await deps.checkout.markBilled(tx, ids);
    },
    /** Bikes by id: frame number, brand and model (two queries whatever their number). */
    async bikes(ids: number[]) {
      const rows = await deps.bikes.fleetByIds(ids);
      const models = await deps.models.summariesByIds(rows.map((r) => r.modelId));
      return new Map(
        rows.map((r) => {
          const m = models.get(r.modelId);
          return [r.id, { id: r.id, frameNumber: r.frameNumber, brand: m?.brand ?? null, model: m?.model ?? null }];
        }),
      );
    },
    /** Ids of the bikes whose frame number contains `q`. */
    bikesMatching: (q: string) => deps.bikes.idsMatchingFrame(q),
  };
}
