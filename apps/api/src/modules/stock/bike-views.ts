import type { BikeDetail, BikeListItem } from '@veloport/domain';
import type { BikeModelsService } from '../catalog/bike-models.service';
import type { CompaniesService } from '../companies/companies.service';
import type { IdentityService } from '../identity/identity.service';
import type { BikeEventRow, BikeRow } from './bikes.repository';
import type { StockService } from './stock.service';

export type BikeViewDeps = { models: BikeModelsService; companies: CompaniesService; identity: IdentityService; locations: StockService };
export type BikeViews = ReturnType<typeof createBikeViews>;

/**
 * Bikes as the API shows them, with the names of their model, store, company and user.
 * Whatever the number of rows: one query per kind of name (models, stores, companies, users).
 */
export function createBikeViews({ models, companies, identity, locations }: BikeViewDeps) {
  async function lookups(rows: BikeRow[], extraUserIds: (number | null)[] = []) {
    const [modelMap, locationMap, companyMap, userMap] = await Promise.all([
      models.summariesByIds(rows.map((r) => r.modelId)),
      locations.locations(),
      companies.namesByIds(rows.map((r) => r.companyId)),
      identity.namesByIds([...rows.map((r) => r.userId), ...extraUserIds]),
    ]);
    return { modelMap, locationMap, companyMap, userMap };
  }
  type Lookups = Awaited<ReturnType<typeof lookups>>;

  const userRef = (map: Lookups['userMap'], id: number | null) => {
    const u = id === null ? undefined : map.get(id);
    return u ? { id: u.id, name: u.name } : null;
  };

  function item(row: BikeRow, l: Lookups): BikeListItem {
    return {
      id: row.id,
      frameNumber: row.frameNumber,
      model: l.modelMap.get(row.modelId) ?? null,
      size: row.size,
      color: row.color,
      location: l.locationMap.get(row.stockLocationId) ?? { id: row.stockLocationId, name: '' },
      status: row.status as BikeListItem['status'],
      contractKind: row.contractKind as BikeListItem['contractKind'],
      contractMonths: row.contractMonths,
      company: row.companyId === null ? null : (l.companyMap.get(row.companyId) ?? null),
      user: userRef(l.userMap, row.userId),
      keyRef: row.keyRef,
      lockRef: row.lockRef,
      numberPlate: row.numberPlate,
      purchaseDate: row.purchaseDate,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  return {
    lookups,
    item,
    async items(rows: BikeRow[]) {
      const l = await lookups(rows);
      return rows.map((r) => item(r, l));
    },
    async detail(row: BikeRow, events: BikeEventRow[]): Promise<BikeDetail> {
      const l = await lookups([row], events.map((e) => e.actorId));
      return {
        ...item(row, l),
        identification: row.identification,
        purchasePriceCents: row.purchasePriceCents,
        expectedDate: row.expectedDate,
        saleDate: row.saleDate,
        salePriceCents: row.salePriceCents,
        stolenDate: row.stolenDate,
        insurer: row.insurer,
        insurancePolicy: row.insurancePolicy,
        insuranceStart: row.insuranceStart,
        insuranceEnd: row.insuranceEnd,
        createdAt: row.createdAt.toISOString(),
        history: events.map((e) => ({
          id: e.id,
          kind: e.kind as BikeDetail['history'][number]['kind'],
          details: e.details,
          actor: userRef(l.userMap, e.actorId),
          at: e.at.toISOString(),
        })),
      };
    },
  };
}
