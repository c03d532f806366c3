import { and, asc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { bikeModels } from '../../catalog/catalog.table';
import { companies } from '../../companies/companies.table';
import { bikes, stockLocations } from '../stock.table';

export type FleetAssetFilters = { storeId?: number; contractKind?: string; companyId?: number; electric?: boolean; bikeIds?: number[] };

/** The bikes the business owns for leasing or rental, or owned once and since disposed (decision 087). */
export const fleetAssetsRepository = {
  bikes(db: DbOrTx, kinds: readonly string[], f: FleetAssetFilters) {
    const where: (SQL | undefined)[] = [
      inArray(bikes.contractKind, [...kinds]),
      isNotNull(bikes.purchaseDate),
      isNotNull(bikes.purchasePriceCents),
      f.storeId ? eq(bikes.stockLocationId, f.storeId) : undefined,
      f.contractKind ? eq(bikes.contractKind, f.contractKind) : undefined,
      f.companyId ? eq(bikes.companyId, f.companyId) : undefined,
      f.electric === undefined ? undefined : eq(bikeModels.electric, f.electric),
      f.bikeIds ? inArray(bikes.id, f.bikeIds.length ? f.bikeIds : [0]) : undefined,
    ];
    return db
      .select({
        id: bikes.id,
        frameNumber: bikes.frameNumber,
        brand: bikeModels.brand,
        model: bikeModels.model,
        electric: bikeModels.electric,
        contractKind: bikes.contractKind,
        contractMonths: bikes.contractMonths,
        storeName: stockLocations.name,
        companyName: companies.name,
        purchaseDate: bikes.purchaseDate,
        purchasePriceCents: bikes.purchasePriceCents,
        saleDate: bikes.saleDate,
        salePriceCents: bikes.salePriceCents,
        stolenDate: bikes.stolenDate,
      })
      .from(bikes)
      .innerJoin(bikeModels, eq(bikeModels.id, bikes.modelId))
      .innerJoin(stockLocations, eq(stockLocations.id, bikes.stockLocationId))
      .leftJoin(companies, eq(companies.id, bikes.companyId))
      .where(and(...where))
      .orderBy(asc(bikes.purchaseDate), asc(bikes.id));
  },
  existing(db: DbOrTx, ids: number[]) {
    if (!ids.length) return Promise.resolve([]);
    return db.select({ id: bikes.id }).from(bikes).where(inArray(bikes.id, ids));
  },
};
