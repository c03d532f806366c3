import type { ContractKind } from '@veloport/domain';
import type { DbOrTx } from '../../../db/client';
import { fleetAssetsRepository as repo, type FleetAssetFilters } from './fleet-assets.repository';

export type FleetAssetsFeed = ReturnType<typeof createFleetAssetsFeed>;
export type FleetBike = Awaited<ReturnType<typeof repo.bikes>>[number];

/** Kinds of a bike the business owns and lets out: leased, rented, and those it may have owned before a disposal. */
const OWNED_OR_DISPOSED: readonly ContractKind[] = [
  'leasing',
  'leasing_with_maintenance_budget',
  'annual',
  'prepaid',
  'renting',
  'sold',
  'stolen',
];

/**
 * Stock's bikes as the depreciation register reads them (decision 087), wired into the accounting module in app.ts:
 * purchase price and date, contract kind and months, store, company, and the day a bike was sold or stolen.
 */
export function createFleetAssetsFeed({ db }: { db: DbOrTx }) {
  return {
    bikes: (filters: FleetAssetFilters) => repo.bikes(db, OWNED_OR_DISPOSED, filters),
    /** Which of these bike ids exist. */
    async existing(ids: number[]): Promise<Set<number>> {
      return new Set((await repo.existing(db, ids)).map((r) => r.id));
    },
  };
}
