import { and, asc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { bikes, stockLocations } from '../stock.table';

export type FleetAssetFilters = { storeId?: number; contractKind?: string; companyId?: number };

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
    ];
    return db
      .select({
        id: bikes.id,
        frameNumber: bikes.frameNumber,
        modelId: bikes.modelId,
        companyId: bikes.companyId,
        contractKind: bikes.contractKind,
        contractMonths: bikes.contractMonths,
        storeName: stockLocations.name,
        purchaseDate: bikes.purchaseDate,
        purchasePriceCents: bikes.purchasePriceCents,
        saleDate: bikes.saleDate,
        salePriceCents: bikes.salePriceCents,
        stolenDate: bikes.stolenDate,
        scrappedDate: bikes.scrappedDate,
      })
      .from(bikes)
      .innerJoin(stockLocations, eq(stockLocations.id, bikes.stockLocationId))
      .where(and(...where))
      .orderBy(asc(bikes.purchaseDate), asc(bikes.id));
  },
  existing(db: DbOrTx, ids: number[]) {
    if (!ids.length) return Promise.resolve([]);
    return db.select({ id: bikes.id }).from(bikes).where(inArray(bikes.id, ids));
  },
};
