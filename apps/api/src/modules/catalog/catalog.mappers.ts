import {
  addVatCents,
  batteryTier,
  discountPercent,
  engineTier,
  modelSizeBands,
  searchText,
  type BikeModel,
  type BikeModelInput,
  type BikeModelListItem,
} from '@veloport/domain';
import { publicFileUrl } from '../../platform/public-files';
import type { BikeModelRow, NewBikeModel } from './bike-models.repository';

export const photosOf = (keys: string[]) => keys.map((key) => ({ key, url: publicFileUrl(key) }));
export const firstPhotoUrl = (keys: string[]) => (keys[0] ? publicFileUrl(keys[0]) : null);

/** Columns kept in step with what staff typed: tiers, size bands, the public price, search and sort keys. */
export function derivedModelColumns(
  v: Pick<
    BikeModelInput,
    | 'brand'
    | 'model'
    | 'sizes'
    | 'usage'
    | 'electric'
    | 'batteryWh'
    | 'engineNm'
    | 'priceCents'
    | 'discountPriceCents'
    | 'vatRate'
    | 'externalRef'
  >,
) {
  return {
    sizeBands: modelSizeBands(v.sizes, v.usage),
    engineTier: v.electric && v.engineNm ? engineTier(v.engineNm) : null,
    batteryTier: v.electric && v.batteryWh ? batteryTier(v.batteryWh) : null,
    publicPriceCents: addVatCents(v.discountPriceCents ?? v.priceCents, v.vatRate),
    search: searchText(v.brand, v.model, v.externalRef),
    sortName: searchText(v.brand, v.model),
  } satisfies Partial<NewBikeModel>;
}

export function toBikeModel(row: BikeModelRow): BikeModel {
  return {
    id: row.id,
    brand: row.brand,
    model: row.model,
    slug: row.slug,
    externalRef: row.externalRef,
    frameType: row.frameType as BikeModel['frameType'],
    sizes: row.sizes,
    sizeBands: row.sizeBands,
    season: row.season,
    year: row.year,
    usage: row.usage as BikeModel['usage'],
    electric: row.electric,
    batteryWh: row.batteryWh,
    engineNm: row.engineNm,
    engineTier: row.engineTier,
    batteryTier: row.batteryTier,
    priceCents: row.priceCents,
    vatRate: row.vatRate,
    discountPriceCents: row.discountPriceCents,
    publicPriceCents: row.publicPriceCents,
    discountPercent: row.discountPriceCents === null ? 0 : discountPercent(row.priceCents, row.discountPriceCents),
    photos: photosOf(row.photos),
    characteristics: row.characteristics,
    description: row.description,
    cafeteriaEligible: row.cafeteriaEligible,
    available: row.available,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toBikeModelListItem(row: BikeModelRow): BikeModelListItem {
  return {
    id: row.id,
    brand: row.brand,
    model: row.model,
    slug: row.slug,
    frameType: row.frameType as BikeModel['frameType'],
    sizes: row.sizes,
    year: row.year,
    usage: row.usage as BikeModel['usage'],
    electric: row.electric,
    batteryWh: row.batteryWh,
    engineNm: row.engineNm,
    priceCents: row.priceCents,
    vatRate: row.vatRate,
    discountPriceCents: row.discountPriceCents,
    cafeteriaEligible: row.cafeteriaEligible,
    available: row.available,
    updatedAt: row.updatedAt.toISOString(),
    photoUrl: firstPhotoUrl(row.photos),
  };
}

/** The next free slug among `taken` (base, base-2, base-3…). */
export function freeSlug(base: string, taken: string[]): string {
  const set = new Set(taken);
  if (!set.has(base)) return base;
  for (let i = 2; ; i++) if (!set.has(`${base}-${i}`)) return `${base}-${i}`;
}
