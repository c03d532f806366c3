import { warrantyFrom, type BikeDetail, type BikeListItem } from '@veloport/domain';
import type { BikeModelsService } from '../../catalog/bike-models.service';
import type { CompaniesService } from '../../companies/companies.service';
import type { IdentityService } from '../../identity/identity.service';
import { idsNamedBy, withNames } from './bike-event-names';
import type { BikeEventRow, BikeRow } from './bikes.repository';
import type { StockService } from '../stock.service';

export type BikeViewDeps = { models: BikeModelsService; companies: CompaniesService; identity: IdentityService; locations: StockService };
export type BikeViews = ReturnType<typeof createBikeViews>;

/**
 * Bikes as the API shows them, with the names of their model, store, company and user.
 * Whatever the number of rows: one query per kind of name (models, stores, companies, users).
 */
export function createBikeViews({ models, companies, identity, locations }: BikeViewDeps) {
  async function lookups(
    rows: BikeRow[],
    extraUserIds: (number | null)[] = [],
    extra: { model: number[]; company: number[] } = { model: [], company: [] },
  ) {
    const [modelMap, locationMap, companyMap, userMap] = await Promise.all([
      models.summariesByIds([...rows.map((r) => r.modelId), ...extra.model]),
      locations.locations(),
      companies.namesByIds([...rows.map((r) => r.companyId), ...extra.company]),
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
      // The models, stores, companies and people the events name: still one query per kind.
      const named = idsNamedBy(events);
      const l = await lookups([row], [...events.map((e) => e.actorId), ...named.user], named);
      const names = {
        model: (id: number) => {
          const m = l.modelMap.get(id);
          return m ? `${m.brand} ${m.model} (${m.year})` : undefined;
        },
        location: (id: number) => l.locationMap.get(id)?.name,
        company: (id: number) => l.companyMap.get(id)?.name,
        user: (id: number) => l.userMap.get(id)?.name,
      };
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
        warranty: warrantyFrom(row.saleDate),
        history: events.map((e) => ({
          id: e.id,
          kind: e.kind as BikeDetail['history'][number]['kind'],
          details: withNames(e.details, names),
          actor: userRef(l.userMap, e.actorId),
          at: e.at.toISOString(),
        })),
      };
    },
  };
}
