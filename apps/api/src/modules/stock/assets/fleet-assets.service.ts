import type { ContractKind } from '@veloport/domain';
import type { DbOrTx } from '../../../db/client';
import type { BikeModelsService } from '../../catalog/bike-models.service';
import type { CompaniesService } from '../../companies/companies.service';
import { fleetAssetsRepository as repo, type FleetAssetFilters } from './fleet-assets.repository';

export type FleetAssetsFeed = ReturnType<typeof createFleetAssetsFeed>;
export type FleetBike = Awaited<ReturnType<FleetAssetsFeed['bikes']>>[number];

/** Kinds of a bike the business owns and lets out: leased, rented, and those it may have owned before a disposal. */
const OWNED_OR_DISPOSED: readonly ContractKind[] = [
  'leasing',
  'leasing_with_maintenance_budget',
  'annual',
  'prepaid',
  'renting',
  'sold',
  'stolen',
  'scrapped',
];

/**
 * Stock's bikes as the depreciation register reads them (decision 087), wired into the accounting module in app.ts:
 * purchase price and date, contract kind and months, model (brand, electric or not), store, company, and the day a
 * bike was sold, stolen or scrapped. Model and company names come from their modules' services, one query each.
 */
export function createFleetAssetsFeed({
  db,
  models,
  companies,
}: {
  db: DbOrTx;
  models: Pick<BikeModelsService, 'summariesByIds'>;
  companies: Pick<CompaniesService, 'namesByIds'>;
}) {
  return {
    async bikes(filters: FleetAssetFilters & { electric?: boolean }) {
      const rows = await repo.bikes(db, OWNED_OR_DISPOSED, filters);
      const [modelMap, companyMap] = await Promise.all([
        models.summariesByIds(rows.map((r) => r.modelId)),
        companies.namesByIds(rows.map((r) => r.companyId)),
      ]);
      return rows
        .map((r) => {
          const m = modelMap.get(r.modelId);
          return {
            ...r,
            brand: m?.brand ?? '',
            model: m?.model ?? '',
            electric: m?.electric ?? false,
            companyName: r.companyId === null ? null : (companyMap.get(r.companyId)?.name ?? null),
          };
        })
        .filter((r) => filters.electric === undefined || r.electric === filters.electric);
    },
    /** Which of these bike ids exist. */
    async existing(ids: number[]): Promise<Set<number>> {
      return new Set((await repo.existing(db, ids)).map((r) => r.id));
    },
  };
}
