import { z } from 'zod';
import { ACCESSORY_CATEGORIES } from '../catalog';
import { frameTypeSchema, usageTypeSchema } from './catalog';
import { conditionSchema } from './stock';
import { listMetaSchema, listQuerySchema, queryBoolean, queryList, translationsSchema } from './common';

const stockStateSchema = z.enum(['in_stock', 'soon_available', 'not_in_stock']);
const tierSchema = z.enum(['light', 'medium', 'large']);
const batteryTierSchema = z.enum(['small', 'medium', 'large']);
const sizeBandSchema = z.enum(['S', 'M', 'L', 'XL']);
const cents = z.coerce.number().int().min(0).max(100_000_000);

/** Every filter is a query parameter, so a filtered catalogue URL can be shared. Lists accept `a,b` or repeated keys. */
export const publicBikeQuerySchema = listQuerySchema.extend({
  perPage: z.coerce.number().int().min(1).max(100).default(24),
  sort: z.enum(['price', 'name', 'newest']).default('price'),
  brand: queryList(z.string().trim().min(1).max(60)),
  electric: queryBoolean.optional(),
  frameType: queryList(frameTypeSchema),
  usage: queryList(usageTypeSchema),
  /** The rider's height: keeps models with a size in the rider's band (seed §9). */
  heightCm: z.coerce.number().int().min(80).max(250).optional(),
  engineTier: queryList(tierSchema),
  batteryTier: queryList(batteryTierSchema),
  /** VAT included, on the price the visitor pays. */
  priceMin: cents.optional(),
  priceMax: cents.optional(),
  /** `?inStock=true`: only models with a usable bike in stock in at least one store (a bike to take home today). */
  inStock: z
    .enum(['true'])
    .transform(() => true as const)
    .optional(),
});
export type PublicBikeQuery = z.infer<typeof publicBikeQuerySchema>;

/** Prices on the public site are VAT included. */
export const publicBikeItemSchema = z.object({
  /** The catalogue model's id: what the web shop orders (`POST /api/shop/quote`, `modelId`). */
  id: z.number(),
  slug: z.string(),
  brand: z.string(),
  model: z.string(),
  year: z.number(),
  frameType: frameTypeSchema,
  usage: usageTypeSchema,
  electric: z.boolean(),
  batteryWh: z.number().nullable(),
  engineNm: z.number().nullable(),
  engineTier: tierSchema.nullable(),
  batteryTier: batteryTierSchema.nullable(),
  sizes: z.array(z.string()),
  sizeBands: z.array(sizeBandSchema),
  photoUrl: z.string().nullable(),
  priceCents: z.number(),
  discountPriceCents: z.number().nullable(),
  discountPercent: z.number(),
});
export type PublicBikeItem = z.infer<typeof publicBikeItemSchema>;
const storeRefSchema = z.object({ locationId: z.number(), name: z.string() });
/** A catalogue card: the model and its overall stock state (in stock in a store > soon available > not in stock). */
export const publicBikeListItemSchema = publicBikeItemSchema.extend({
  stockState: stockStateSchema,
  /** The stores with a usable bike of this model in stock, by store id. */
  inStockAt: z.array(storeRefSchema),
});
export type PublicBikeListItem = z.infer<typeof publicBikeListItemSchema>;
const facetSchema = z.array(z.object({ value: z.string(), count: z.number() }));
/**
 * For each filter, how many models each value would give with the other filters applied
 * (the filter's own selection ignored, so that ticking a second brand shows its count).
 */
export const publicBikeFacetsSchema = z.object({
  brand: facetSchema,
  electric: facetSchema,
  frameType: facetSchema,
  usage: facetSchema,
  sizeBand: facetSchema,
  engineTier: facetSchema,
  batteryTier: facetSchema,
});
export type PublicBikeFacets = z.infer<typeof publicBikeFacetsSchema>;
export const publicBikeListSchema = z.object({
  data: z.array(publicBikeListItemSchema),
  meta: listMetaSchema,
  facets: publicBikeFacetsSchema,
});

export const storeStockSchema = z.object({ locationId: z.number(), name: z.string(), state: stockStateSchema });
export const publicBikeDetailSchema = publicBikeItemSchema.extend({
  photos: z.array(z.string()),
  season: z.string().nullable(),
  vatRate: z.number(),
  description: translationsSchema,
  characteristics: z.array(
    z.object({
      id: z.number(),
      name: translationsSchema,
      unit: z.string().nullable(),
      type: z.enum(['number', 'text', 'boolean']),
      value: z.union([z.string(), z.number(), z.boolean()]),
    }),
  ),
  /** Per store: in stock, soon available (delivery within 7 days) or not in stock; also the store-pickup choices. */
  stock: z.array(storeStockSchema),
  /** Monthly leasing estimate, VAT excluded (packages/domain leasing-estimate.ts). */
  leasing: z.object({
    months: z.number(),
    monthlyCents: z.number(),
    yearlyMaintenanceBudgetCents: z.number(),
    monthlyInsuranceCents: z.number(),
  }),
});
export const publicBikeDetailResponseSchema = z.object({ bike: publicBikeDetailSchema });

export const publicAccessoryQuerySchema = listQuerySchema.extend({
  perPage: z.coerce.number().int().min(1).max(100).default(24),
  sort: z.enum(['price', 'name']).default('name'),
  category: queryList(z.enum(ACCESSORY_CATEGORIES)),
  priceMin: cents.optional(),
  priceMax: cents.optional(),
});
export const publicAccessoryItemSchema = z.object({
  /** The accessory's id: what the web shop orders (`accessoryId`). */
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  category: z.enum(ACCESSORY_CATEGORIES),
  photoUrl: z.string().nullable(),
  priceCents: z.number(),
  discountPriceCents: z.number().nullable(),
  discountPercent: z.number(),
});
export const publicAccessoryListSchema = z.object({ data: z.array(publicAccessoryItemSchema), meta: listMetaSchema });
export const publicAccessoryDetailResponseSchema = z.object({
  accessory: publicAccessoryItemSchema.extend({
    photos: z.array(z.string()),
    description: translationsSchema,
    stock: z.array(storeStockSchema),
  }),
});

export const publicUsedBikeQuerySchema = listQuerySchema.extend({
  perPage: z.coerce.number().int().min(1).max(100).default(24),
  sort: z.enum(['price', 'newest']).default('newest'),
  electric: queryBoolean.optional(),
  priceMax: cents.optional(),
});
export const publicUsedBikeItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  brand: z.string(),
  model: z.string(),
  year: z.number().nullable(),
  frameType: frameTypeSchema.nullable(),
  size: z.string().nullable(),
  electric: z.boolean(),
  batteryWh: z.number().nullable(),
  mileageKm: z.number().nullable(),
  condition: conditionSchema,
  priceCents: z.number(),
  photoUrl: z.string().nullable(),
});
export const publicUsedBikeListSchema = z.object({ data: z.array(publicUsedBikeItemSchema), meta: listMetaSchema });
export const publicUsedBikeDetailResponseSchema = z.object({
  usedBike: publicUsedBikeItemSchema.extend({
    photos: z.array(z.string()),
    description: translationsSchema,
    store: z.object({ id: z.number(), name: z.string() }).nullable(),
  }),
});
