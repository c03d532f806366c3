import {
  addVatCents,
  brusselsDayOf,
  discountPercent,
  leasingEstimate,
  localizedName,
  overallAvailability,
  stockAvailability,
  type PublicBikeQuery,
  type Clock,
  type Locale,
} from '@veloport/domain';
import { publicFileUrl } from '../../platform/public-files';
import { notFound } from '../../platform/errors';
import type { AccessoriesService } from '../catalog/accessories.service';
import type { PublicBikesService } from '../catalog/public-bikes.service';
import type { AccessoryStockService } from '../stock/accessories/accessory-stock.service';
import type { BikesService } from '../stock/bikes/bikes.service';
import type { StockService } from '../stock/stock.service';
import type { UsedBikesService } from '../stock/used-bikes/used-bikes.service';

type Deps = {
  clock: Clock;
  publicBikes: PublicBikesService;
  accessories: AccessoriesService;
  bikes: BikesService;
  accessoryStock: AccessoryStockService;
  usedBikes: UsedBikesService;
  locations: StockService;
};
export type PublicCatalogService = ReturnType<typeof createPublicCatalogService>;

/** Today in Brussels, as the stock rule counts days. */

/**
 * What the public site shows: the catalogue, with stock state per store from the physical stock. Names staff typed
 * (accessories, used bikes' titles, stores) come in the reader's language (decision 101).
 */
export function createPublicCatalogService({ clock, publicBikes, accessories, bikes, accessoryStock, usedBikes, locations }: Deps) {
  return {
    /**
     * The catalogue page with each model's overall stock state (in stock in a store > soon available > not in
     * stock) and the stores that have it, from one stock query for the page's model ids.
     */
    async bikes(query: PublicBikeQuery, language: Locale, now = clock.now()) {
      const { rows, ofModels, meta, facets } = await publicBikes.list(query, {
        inStockModelIds: bikes.inStockModelIds(),
        ofModels: (ids) => bikes.stockOfModels(ids, brusselsDayOf(now), language),
      });
      return {
        data: rows.map(({ id, item }) => {
          const ofModel = ofModels.filter((s) => s.modelId === id);
          const states = ofModel.map((s) => stockAvailability({ inStock: s.inStock, expectedDate: s.nextDelivery }, now));
          return {
            ...item,
            stockState: overallAvailability(states),
            inStockAt: ofModel
              .filter((s) => s.inStock > 0)
              .map((s) => ({ locationId: s.locationId, name: s.locationName }))
              .sort((a, b) => a.locationId - b.locationId),
          };
        }),
        meta,
        facets,
      };
    },
    /** Models on sale: slug, brand, model and last change, for the sitemap and server-side titles. */
    bikesOnSale: () => publicBikes.onSale(),
    bikeTitle: (slug: string) => publicBikes.titleOf(slug),

    async bike(slug: string, language: Locale, now = clock.now()) {
      const { row, item, characteristics } = await publicBikes.bySlug(slug);
      const [stock, names] = await Promise.all([bikes.stockOfModel(row.id, brusselsDayOf(now)), locations.locations(language)]);
      return {
        ...item,
        photos: row.photos.map(publicFileUrl),
        season: row.season,
        vatRate: row.vatRate,
        description: row.description,
        characteristics,
        stock: [...names.values()].map((l) => {
          const s = stock.find((x) => x.locationId === l.id);
          return {
            locationId: l.id,
            name: l.name,
            state: stockAvailability({ inStock: s?.inStock ?? 0, expectedDate: s?.nextDelivery ?? null }, now),
          };
        }),
        // Leasing is quoted on the selling price VAT excluded (the discount price when there is one).
        leasing: leasingEstimate(row.discountPriceCents ?? row.priceCents),
      };
    },

    async accessories(
      query: {
        page: number;
        perPage: number;
        sort: 'price' | 'name';
        order: 'asc' | 'desc';
        q?: string;
        category?: string[];
        priceMin?: number;
        priceMax?: number;
      },
      language: Locale,
    ) {
      const { rows, total } = await accessories.publicPage(query);
      return { data: rows.map((row) => accessoryItem(row, language)), meta: { page: query.page, perPage: query.perPage, total } };
    },

    async accessory(slug: string, language: Locale) {
      const row = await accessories.bySlug(slug);
      if (!row?.available) throw notFound();
      const [quantities, stores] = await Promise.all([accessoryStock.quantitiesOf([row.id]), locations.locations(language)]);
      return {
        ...accessoryItem(row, language),
        photos: row.photos.map(publicFileUrl),
        description: row.description,
        stock: quantities(row.id).map((q) => ({
          locationId: q.locationId,
          name: stores.get(q.locationId)?.name ?? q.locationName,
          state: stockAvailability({ inStock: q.quantity }),
        })),
      };
    },

    async usedBikes(
      query: {
        page: number;
        perPage: number;
        sort: 'price' | 'newest';
        order: 'asc' | 'desc';
        electric?: boolean;
        priceMax?: number;
      },
      language: Locale,
    ) {
      const { data, total } = await usedBikes.publicPage(query, language);
      return { data: data.map(usedItem), meta: { page: query.page, perPage: query.perPage, total } };
    },

    async usedBike(id: number, language: Locale) {
      const listing = await usedBikes.publicGet(id, language);
      return { ...usedItem(listing), photos: listing.photos.map((p) => p.url), description: listing.description, store: listing.location };
    },
  };
}

type AccessoryRow = NonNullable<Awaited<ReturnType<AccessoriesService['bySlug']>>>;
function accessoryItem(row: AccessoryRow, language: Locale) {
  return {
    id: row.id,
    slug: row.slug,
    name: localizedName(row.name, row.nameTranslations, language),
    brand: row.brand,
    category: row.category as 'other',
    photoUrl: row.photos[0] ? publicFileUrl(row.photos[0]) : null,
    priceCents: addVatCents(row.priceCents, row.vatRate),
    discountPriceCents: row.discountPriceCents === null ? null : row.publicPriceCents,
    discountPercent: row.discountPriceCents === null ? 0 : discountPercent(row.priceCents, row.discountPriceCents),
  };
}

type UsedView = Awaited<ReturnType<UsedBikesService['publicGet']>>;
function usedItem(u: UsedView) {
  return {
    id: u.id,
    title: u.title,
    brand: u.brand,
    model: u.model,
    year: u.year,
    frameType: u.frameType,
    size: u.size,
    electric: u.electric,
    batteryWh: u.batteryWh,
    mileageKm: u.mileageKm,
    condition: u.condition,
    priceCents: u.priceCents,
    photoUrl: u.photos[0]?.url ?? null,
  };
}
