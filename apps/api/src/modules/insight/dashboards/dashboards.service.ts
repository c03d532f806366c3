import {
  addDays,
  billListQuerySchema,
  brusselsStartOfDay,
  leasingContractListQuerySchema,
  maintenanceRequestListQuerySchema,
  nextMaintenance,
  normalizeFrameNumber,
  orderListQuerySchema,
  reservationListQuerySchema,
  warrantyFrom,
  warrantyStart,
  type AuthUser,
  type Clock,
  type CompanyAttention,
  type OwnedBike,
  type OwnedBikeList,
  type OwnedBikesQuery,
} from '@veloport/domain';
import { scopeOf, scopedCompanyId } from '../../../platform/tenancy';
import type { BillsService } from '../../billing/bills/bills.service';
import type { LeasingService } from '../../billing/leasing/leasing.service';
import type { OrdersService } from '../../sales/orders.service';
import type { ReservationsService } from '../../sharing/reservations.service';
import type { BikesService } from '../../stock/bikes/bikes.service';
import type { MaintenanceRequestsService } from '../../workshop/requests/maintenance-requests.service';

export type DashboardsService = ReturnType<typeof createDashboardsService>;
type Deps = {
  clock: Clock;
  bikes: BikesService;
  leasing: LeasingService;
  maintenance: MaintenanceRequestsService;
  orders: OrdersService;
  bills: BillsService;
  reservations: ReservationsService;
};

/** Shared bikes reserved within this many days count among "my bikes" (the ones a rider used lately). */
const SHARED_RECENT_DAYS = 90;
/** The latest reservations read to find them: a rider books at most a few a week. */
const SHARED_RESERVATIONS_READ = 100;
const HISTORY_LINES = 5;
const ORDER = { leased: 0, bought: 1, shared: 2 } as const;

/** Words of "Brand Model", or the frame number typed with or without separators and in any case. */
function matches(bike: Pick<OwnedBike, 'label' | 'frameNumber'>, q: string | undefined): boolean {
  if (!q) return true;
  const label = bike.label.toLowerCase();
  const frame = bike.frameNumber.toLowerCase();
  return q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((w) => label.includes(w) || frame.includes(normalizeFrameNumber(w).toLowerCase()));
}

/** The my-bikes page and the fleet manager's attention cards (issue 30, decision 094), read through the owning modules' services. */
export function createDashboardsService({ clock, bikes, leasing, maintenance, orders, bills, reservations }: Deps) {
  /** The total of a list as this viewer sees it: the count on the card is what the linked list shows. */
  const totalOf = async (page: Promise<{ meta: { total: number } }>) => (await page).meta.total;

  return {
    /** Every bike of the signed-in person: leased (a running contract), bought (in their name), shared lately. */
    async myBikes(viewer: AuthUser, query: OwnedBikesQuery): Promise<OwnedBikeList> {
      const today = clock.today();
      const since = brusselsStartOfDay(addDays(today, -SHARED_RECENT_DAYS)).toISOString();
      const [own, contracts, booked] = await Promise.all([
        bikes.ofUser(viewer.id),
        leasing.runningOfUser(viewer.id),
        reservations.list(
          viewer,
          reservationListQuerySchema.parse({ sort: 'start', order: 'desc', perPage: SHARED_RESERVATIONS_READ, userId: viewer.id }),
        ),
      ]);
      const ownIds = own.map((b) => b.row.id);
      const visits = await maintenance.visitsOfBikes(ownIds);

      const mine = own.map((b): OwnedBike => {
        const contract = contracts.find((c) => c.bikeId === b.row.id) ?? null;
        const next = nextMaintenance(
          visits.filter((v) => v.bikeId === b.row.id),
          today,
        );
        return {
          id: b.row.id,
          relation: contract ? 'leased' : 'bought',
          label: b.label,
          frameNumber: b.row.frameNumber,
          contract: contract && {
            id: contract.id,
            kind: contract.kind,
            status: contract.status,
            startDate: contract.startDate,
            endDate: contract.endDate,
            monthlyPriceCents: contract.monthlyPriceCents,
          },
          saleDate: contract ? null : b.row.saleDate,
          lastSharedAt: null,
          warranty: warrantyFrom(warrantyStart({ contractStartDate: contract?.startDate, saleDate: b.row.saleDate })),
          nextMaintenance: next && { requestId: next.requestId, date: next.date, confirmed: next.confirmed, filter: next.filter },
          history: b.events.slice(0, HISTORY_LINES).map((e) => ({ kind: e.kind, at: e.at.toISOString() })),
        };
      });
      // A shared bike is the company's: its warranty, maintenance and history are the fleet manager's business.
      const shared: OwnedBike[] = [];
      for (const r of booked.data) {
        if (r.status === 'cancelled' || r.start < since || ownIds.includes(r.bike.id) || shared.some((s) => s.id === r.bike.id)) continue;
        shared.push({
          id: r.bike.id,
          relation: 'shared',
          label: r.bike.name,
          frameNumber: r.bike.frameNumber,
          contract: null,
          saleDate: null,
          lastSharedAt: r.start,
          warranty: null,
          nextMaintenance: null,
          history: [],
        });
      }
      const all = [...mine, ...shared].sort(
        (a, b) => ORDER[a.relation] - ORDER[b.relation] || a.label.localeCompare(b.label) || a.frameNumber.localeCompare(b.frameNumber),
      );
      return { data: all.filter((b) => matches(b, query.q)), total: all.length };
    },

    /** What waits for the company's fleet manager today; another company's is 404 (decision 068). */
    async attention(viewer: AuthUser, requestedCompanyId: number): Promise<CompanyAttention> {
      const companyId = scopedCompanyId(scopeOf(viewer), requestedCompanyId);
      const today = clock.today();
      const day = (n: number) => brusselsStartOfDay(addDays(today, n));
      const one = { companyId, perPage: 1 };
      const [toValidate, overdue, waiting, todays, tomorrows, ending] = await Promise.all([
        totalOf(orders.list(viewer, orderListQuerySchema.parse({ ...one, status: 'pending_validation' }))),
        totalOf(bills.list(viewer, billListQuerySchema.parse({ ...one, status: 'overdue', kind: 'invoice' }))),
        totalOf(maintenance.list(viewer, maintenanceRequestListQuerySchema.parse({ ...one, filter: 'waiting_client_answer' }))),
        reservations.countStartingBetween(companyId, day(0), day(1)),
        reservations.countStartingBetween(companyId, day(1), day(2)),
        // The end-of-lease list: running contracts ending within four months, no choice made yet.
        totalOf(leasing.list(viewer, leasingContractListQuerySchema.parse({ ...one, ending: 'true', choice: 'none' }))),
      ]);
      return {
        companyId,
        today,
        items: [
          { kind: 'orders_to_validate', count: toValidate },
          { kind: 'overdue_bills', count: overdue },
          { kind: 'maintenance_waiting_answer', count: waiting },
          { kind: 'reservations_today', count: todays },
          { kind: 'reservations_tomorrow', count: tomorrows },
          { kind: 'contracts_ending', count: ending },
        ],
      };
    },
  };
}
