import type { BillingBikeRef } from '@veloport/domain';
import type { BikeModelsService } from '../../catalog/bike-models.service';
import type { CompaniesService } from '../../companies/companies.service';
import type { BikesService } from '../../stock/bikes/bikes.service';

export type BillingBikesDeps = { bikes: BikesService; models: BikeModelsService; companies: CompaniesService };
export type BillingBikes = ReturnType<typeof createBillingBikes>;

/**
 * Bikes as the financing and insurance lists show them (frame number, "brand model", company), through the stock,
 * catalogue and companies services: three queries whatever the number of bikes.
 */
export function createBillingBikes({ bikes, models, companies }: BillingBikesDeps) {
  return {
    async refs(ids: number[]): Promise<Map<number, BillingBikeRef>> {
      const rows = await bikes.fleetByIds(ids);
      const [modelMap, companyMap] = await Promise.all([
        models.summariesByIds(rows.map((r) => r.modelId)),
        companies.namesByIds(rows.map((r) => r.companyId)),
      ]);
      return new Map(
        rows.map((r) => {
          const m = modelMap.get(r.modelId);
          return [
            r.id,
            {
              id: r.id,
              frameNumber: r.frameNumber,
              label: m ? `${m.brand} ${m.model}` : `#${r.id}`,
              company: r.companyId === null ? null : (companyMap.get(r.companyId) ?? null),
            },
          ];
        }),
      );
    },
    /** The bike of a scanned or typed frame number, or null: lists search by it. */
    byFrame: (frameNumber: string) =>
      bikes.byFrame(frameNumber).then(
        (b) => b.id,
        () => null,
      ),
    /** One bike, unscoped, with its insurance (the insurance module copies the insurer and policy). */
    withLabel: (id: number) => bikes.withLabel(id),
  };
}

/** A bike that is gone since (never expected: bikes are not deleted) still shows its id. */
export const unknownBike = (id: number): BillingBikeRef => ({ id, frameNumber: `#${id}`, label: `#${id}`, company: null });

/** Insured bikes whose policy ends between `from` and `until` (both `YYYY-MM-DD`), soonest first, through the stock's insurance list. */
export async function insuredEndingBetween(bikes: BikesService, from: string, until: string) {
  const found = [];
  for (let page = 1; page <= 100; page++) {
    const { data } = await bikes.insured({ page, perPage: 100, sort: 'insuranceEnd', order: 'asc', activeOn: from });
    for (const b of data) if (b.insuranceEnd && b.insuranceEnd <= until) found.push({ ...b, insuranceEnd: b.insuranceEnd });
    // Sorted by end date: past `until` (or a policy without end, sorted last) nothing later can be due.
    if (data.length < 100 || data.some((b) => !b.insuranceEnd || b.insuranceEnd > until)) break;
  }
  return found;
}
