import type { SQLWrapper } from 'drizzle-orm';
import {
  addVatCents,
  discountPercent,
  searchText,
  sizeBand,
  sizesForHeight,
  type PublicBikeFacets,
  type PublicBikeItem,
  type PublicBikeQuery,
} from '@veloport/domain';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { publicFileUrl } from '../../platform/public-files';
import type { BikeModelRow } from './bike-models.repository';
import type { CharacteristicsService } from './characteristics.service';
import { FACET_VALUES, publicBikesRepository, publicOrder, publicPredicates } from './public-bikes.repository';

export type PublicBikesService = ReturnType<typeof createPublicBikesService>;

/** The visitor sees VAT-included prices: the catalogue price and, when set, the discount price. */
export function toPublicItem(row: BikeModelRow, heightCm?: number): PublicBikeItem {
  // With a rider's height the card offers only the frame sizes of that rider's band (seed §9).
  const band = heightCm ? sizeBand(heightCm) : undefined;
  return {
    id: row.id,
    slug: row.slug,
    brand: row.brand,
    model: row.model,
    year: row.year,
    frameType: row.frameType as PublicBikeItem['frameType'],
    usage: row.usage as PublicBikeItem['usage'],
    electric: row.electric,
    batteryWh: row.batteryWh,
    engineNm: row.engineNm,
    engineTier: row.engineTier as PublicBikeItem['engineTier'],
    batteryTier: row.batteryTier as PublicBikeItem['batteryTier'],
    sizes: heightCm ? sizesForHeight(heightCm, row.sizes, row.usage) : row.sizes,
    sizeBands: (band ? [band] : row.sizeBands) as PublicBikeItem['sizeBands'],
    photoUrl: row.photos[0] ? publicFileUrl(row.photos[0]) : null,
    priceCents: addVatCents(row.priceCents, row.vatRate),
    discountPriceCents: row.discountPriceCents === null ? null : row.publicPriceCents,
    discountPercent: row.discountPriceCents === null ? 0 : discountPercent(row.priceCents, row.discountPriceCents),
  };
}

export function createPublicBikesService({ db, characteristics }: { db: Db; characteristics: CharacteristicsService }) {
  return {
    /**
     * Three queries whatever the page: the page, then `stock.ofModels` for its model ids (given by the public
     * catalogue, which asks the stock), alongside facets + total in one aggregate.
     */
    async list<T>(query: PublicBikeQuery, stock: { inStockModelIds: SQLWrapper; ofModels: (modelIds: number[]) => Promise<T> }) {
      const {
        p,
        base,
        all: where,
      } = publicPredicates(
        { ...query, sizeBand: query.heightCm ? sizeBand(query.heightCm) : undefined, search: query.q ? searchText(query.q) : undefined },
        stock.inStockModelIds,
      );
      const [[rows, ofModels], groups] = await Promise.all([
        publicBikesRepository
          .page(db, where, publicOrder(query.sort, query.order), query.perPage, (query.page - 1) * query.perPage)
          .then(async (page) => [page, await stock.ofModels(page.map((r) => r.id))] as const),
        publicBikesRepository.facets(db, p, base, stock.inStockModelIds),
      ]);
      const rowsOf = groups as unknown as ({ brand: string } & Record<string, number>)[];
      const sum = (column: string) => rowsOf.reduce((s, g) => s + Number(g[column] ?? 0), 0);
      const facets = {
        brand: rowsOf.map((g) => ({ value: g.brand, count: Number(g.brandCount) })),
      } as PublicBikeFacets;
      for (const facet of Object.keys(FACET_VALUES) as (keyof typeof FACET_VALUES)[]) {
        facets[facet] = FACET_VALUES[facet].map((value, i) => ({ value, count: sum(`${facet}_${i}`) }));
      }
      return {
        rows: rows.map((row) => ({ id: row.id, item: toPublicItem(row, query.heightCm) })),
        ofModels,
        meta: { page: query.page, perPage: query.perPage, total: sum('total') },
        facets,
      };
    },

    onSale: () => publicBikesRepository.onSale(db),
    async titleOf(slug: string) {
      const row = await publicBikesRepository.bySlug(db, slug);
      return row ? `${row.brand} ${row.model}` : null;
    },

    /** A model on sale with its characteristics in display order; a withdrawn model is not found. */
    async bySlug(slug: string) {
      const row = await publicBikesRepository.bySlug(db, slug);
      if (!row) throw notFound();
      const defined = await characteristics.list();
      return {
        row,
        item: toPublicItem(row),
        characteristics: defined
          .filter((c) => String(c.id) in row.characteristics)
          .map((c) => ({ ...c, value: row.characteristics[String(c.id)]! })),
      };
    },
  };
}
