import { nextMaintenance, type AuthUser, type BikeOverview, type Clock } from '@veloport/domain';
import type { LeasingService } from '../../billing/leasing/leasing.service';
import type { PromoCodesService } from '../../billing/promo-codes/promo-codes.service';
import type { BikesService } from '../../stock/bikes/bikes.service';
import type { MaintenanceRequestsService } from '../../workshop/requests/maintenance-requests.service';

export type DashboardCardsService = ReturnType<typeof createDashboardCardsService>;
type Deps = {
  clock: Clock;
  bikes: BikesService;
  leasing: LeasingService;
  maintenance: MaintenanceRequestsService;
  promoCodes: PromoCodesService;
};

/** The dashboard's my-bike card and carousel promotions (issue 15, decision 058), read from the owning modules' services. */
export function createDashboardCardsService({ clock, bikes, leasing, maintenance, promoCodes }: Deps) {
  return {
    /** My stock bikes, my running contracts and the next visit to the workshop. */
    async bikeOverview(viewer: AuthUser): Promise<BikeOverview> {
      const mine = await bikes.ofUser(viewer.id);
      const ids = mine.map((b) => b.row.id);
      const [contracts, visits] = await Promise.all([leasing.runningOfUser(viewer.id), maintenance.visitsOfBikes(ids)]);
      const next = nextMaintenance(visits, clock.today());
      const label = (bikeId: number | null) => mine.find((b) => b.row.id === bikeId)?.label ?? null;
      return {
        bikes: mine.map((b) => ({ id: b.row.id, label: b.label, frameNumber: b.row.frameNumber, contractKind: b.row.contractKind })),
        contracts,
        nextMaintenance: next ? { ...next, bikeLabel: label(next.bikeId) } : null,
      };
    },

    promotions: async () => ({ data: await promoCodes.promotions(clock.today()) }),
  };
}
