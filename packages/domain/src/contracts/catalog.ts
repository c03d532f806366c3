import { z } from 'zod';
import { ACCESSORY_CATEGORIES, CHARACTERISTIC_TYPES, FRAME_TYPES, IMPORT_BRANDS, USAGE_TYPES } from '../catalog';
import { IMPORT_FIELDS } from '../brand-import';
import { isReadableSize } from '../sizes';
import {
  centsSchema,
  emptyTranslations,
  exportFormatSchema,
  listOf,
  listQuerySchema,
  nameTranslationsOutSchema,
  nameTranslationsSchema,
  optionalText,
  photoSchema,
  queryBoolean,
  queryList,
  requiredText,
  translationsSchema,
  idSchema,
} from './common';

export const frameTypeSchema = z.enum(FRAME_TYPES);
export const usageTypeSchema = z.enum(USAGE_TYPES);
export const accessoryCategorySchema = z.enum(ACCESSORY_CATEGORIES);
export const characteristicTypeSchema = z.enum(CHARACTERISTIC_TYPES);
export const importBrandSchema = z.enum(IMPORT_BRANDS);
export const slugParamSchema = z.object({ slug: z.string().min(1).max(120) });
export const sizeSchema = z.string().trim().min(1).max(12).refine(isReadableSize, 'invalid');
const vatRateSchema = z.number().int().min(0).max(27);
const slugSchema = z
  .string()
  .trim()
  .max(100)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  .nullish()
  .transform((v) => v || null);

// ---------- bike models ----------

/** A model as staff edit it. The slug is generated from brand, model and year when left empty. */
export const bikeModelInputSchema = z
  .object({
    brand: requiredText(60),
    model: requiredText(120),
    slug: slugSchema,
    externalRef: optionalText(60),
    frameType: frameTypeSchema,
    sizes: z.array(sizeSchema).min(1).max(12),
    season: optionalText(20),
    year: z.number().int().min(2000).max(2100),
    usage: usageTypeSchema,
    electric: z.boolean(),
    batteryWh: z.number().int().min(100).max(3000).nullable().default(null),
    engineNm: z.number().int().min(10).max(200).nullable().default(null),
    priceCents: centsSchema.min(1),
    vatRate: vatRateSchema.default(21),
    discountPriceCents: centsSchema.nullable().default(null),
    /** Characteristic id → value, of the characteristic's type. */
    characteristics: z.record(z.string().regex(/^\d+$/), z.union([z.string().trim().max(200), z.number(), z.boolean()])).default({}),
    description: translationsSchema.default(emptyTranslations),
    cafeteriaEligible: z.boolean().default(false),
    available: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.electric && v.batteryWh === null) ctx.addIssue({ code: 'custom', path: ['batteryWh'], message: 'required' });
    if (v.electric && v.engineNm === null) ctx.addIssue({ code: 'custom', path: ['engineNm'], message: 'required' });
    if (!v.electric && v.batteryWh !== null) ctx.addIssue({ code: 'custom', path: ['batteryWh'], message: 'not_electric' });
    if (!v.electric && v.engineNm !== null) ctx.addIssue({ code: 'custom', path: ['engineNm'], message: 'not_electric' });
    if (v.discountPriceCents !== null && v.discountPriceCents >= v.priceCents)
      ctx.addIssue({ code: 'custom', path: ['discountPriceCents'], message: 'too_big' });
  });
export type BikeModelInput = z.infer<typeof bikeModelInputSchema>;

export const bikeModelSchema = z.object({
  id: z.number(),
  brand: z.string(),
  model: z.string(),
  slug: z.string(),
  externalRef: z.string().nullable(),
  frameType: frameTypeSchema,
  sizes: z.array(z.string()),
  sizeBands: z.array(z.string()),
  season: z.string().nullable(),
  year: z.number(),
  usage: usageTypeSchema,
  electric: z.boolean(),
  batteryWh: z.number().nullable(),
  engineNm: z.number().nullable(),
  engineTier: z.string().nullable(),
  batteryTier: z.string().nullable(),
  priceCents: z.number(),
  vatRate: z.number(),
  discountPriceCents: z.number().nullable(),
  /** VAT-included price a visitor pays (discount price when set). */
  publicPriceCents: z.number(),
  discountPercent: z.number(),
  photos: z.array(photoSchema),
  characteristics: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  description: translationsSchema,
  cafeteriaEligible: z.boolean(),
  available: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BikeModel = z.infer<typeof bikeModelSchema>;

export const bikeModelListItemSchema = bikeModelSchema
  .pick({
    id: true,
    brand: true,
    model: true,
    slug: true,
    frameType: true,
    sizes: true,
    year: true,
    usage: true,
    electric: true,
    batteryWh: true,
    engineNm: true,
    priceCents: true,
    vatRate: true,
    discountPriceCents: true,
    cafeteriaEligible: true,
    available: true,
    updatedAt: true,
  })
  .extend({ photoUrl: z.string().nullable() });
export type BikeModelListItem = z.infer<typeof bikeModelListItemSchema>;

export const bikeModelListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['name', 'brand', 'price', 'year']).default('name'),
  brand: z.string().trim().max(60).optional(),
  electric: queryBoolean.optional(),
  frameType: queryList(frameTypeSchema),
  usage: queryList(usageTypeSchema),
  available: queryBoolean.optional(),
});
export type BikeModelListQuery = z.infer<typeof bikeModelListQuerySchema>;
/** The catalogue list (bikes-catalog/list): the same filters; `format=csv|xlsx` downloads the filtered list (the price list). */
export const bikeModelCatalogQuerySchema = bikeModelListQuerySchema.extend({ format: exportFormatSchema.default('json') });
export const bikeModelListSchema = listOf(bikeModelListItemSchema);
export const bikeModelResponseSchema = z.object({ model: bikeModelSchema });
export const availabilityRequestSchema = z.object({ available: z.boolean() });
export const photoKeyParamSchema = z.object({ id: idSchema, index: z.coerce.number().int().min(0).max(20) });

// ---------- technical characteristics ----------

export const characteristicInputSchema = z.object({
  name: z.object({ fr: requiredText(80), en: requiredText(80), nl: requiredText(80) }),
  unit: optionalText(12),
  type: characteristicTypeSchema,
  position: z.number().int().min(0).max(1000).default(0),
});
export type CharacteristicInput = z.infer<typeof characteristicInputSchema>;
export const characteristicSchema = z.object({
  id: z.number(),
  name: translationsSchema,
  unit: z.string().nullable(),
  type: characteristicTypeSchema,
  position: z.number(),
});
export type Characteristic = z.infer<typeof characteristicSchema>;
export const characteristicListSchema = z.object({ data: z.array(characteristicSchema) });
export const characteristicResponseSchema = z.object({ characteristic: characteristicSchema });

// ---------- accessory models ----------

export const accessoryInputSchema = z
  .object({
    name: requiredText(120),
    nameTranslations: nameTranslationsSchema(120),
    brand: optionalText(60),
    reference: optionalText(60),
    slug: slugSchema,
    category: accessoryCategorySchema,
    priceCents: centsSchema.min(1),
    vatRate: vatRateSchema.default(21),
    discountPriceCents: centsSchema.nullable().default(null),
    description: translationsSchema.default(emptyTranslations),
    available: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.discountPriceCents !== null && v.discountPriceCents >= v.priceCents)
      ctx.addIssue({ code: 'custom', path: ['discountPriceCents'], message: 'too_big' });
  });
export type AccessoryInput = z.infer<typeof accessoryInputSchema>;
export const accessorySchema = z.object({
  id: z.number(),
  name: z.string(),
  nameTranslations: nameTranslationsOutSchema,
  brand: z.string().nullable(),
  reference: z.string().nullable(),
  slug: z.string(),
  category: accessoryCategorySchema,
  priceCents: z.number(),
  vatRate: z.number(),
  discountPriceCents: z.number().nullable(),
  publicPriceCents: z.number(),
  discountPercent: z.number(),
  photos: z.array(photoSchema),
  description: translationsSchema,
  available: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Accessory = z.infer<typeof accessorySchema>;
export const accessoryListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['name', 'price', 'category']).default('name'),
  category: queryList(accessoryCategorySchema),
  available: queryBoolean.optional(),
});
export type AccessoryListQuery = z.infer<typeof accessoryListQuerySchema>;
export const accessoryListSchema = listOf(accessorySchema.omit({ description: true }));
export const accessoryResponseSchema = z.object({ accessory: accessorySchema });
export const mergeAccessoryRequestSchema = z.object({ duplicateId: z.number().int().positive() });
export const mergeAccessoryResponseSchema = z.object({
  accessory: accessorySchema,
  merged: z.object({ duplicateId: z.number(), duplicateName: z.string(), movedStock: z.number() }),
});

// ---------- brand imports ----------

export const importBrandParamSchema = z.object({ brand: importBrandSchema });
export const importFeedRequestSchema = z.object({
  format: z.enum(['json', 'csv']),
  /** The feed itself (docs/feeds.md): Cube sends JSON, Moustache a semicolon CSV. */
  content: z.string().min(1).max(900_000),
});
const feedItemSchema = z.object({
  ref: z.string(),
  model: z.string(),
  year: z.number(),
  priceCents: z.number(),
  available: z.boolean(),
  frameType: frameTypeSchema,
  usage: usageTypeSchema,
  electric: z.boolean(),
  batteryWh: z.number().nullable(),
  engineNm: z.number().nullable(),
  sizes: z.array(z.string()),
});
export const importItemSchema = z.object({
  key: z.string(),
  kind: z.enum(['new', 'changed', 'gone']),
  ref: z.string(),
  model: z.string(),
  modelId: z.number().nullable(),
  changes: z.array(z.object({ field: z.enum(IMPORT_FIELDS), from: z.unknown(), to: z.unknown() })),
  item: feedItemSchema.nullable(),
});
export const importRunSummarySchema = z.object({
  id: z.number(),
  brand: importBrandSchema,
  source: z.enum(['upload', 'sample']),
  format: z.enum(['json', 'csv']),
  status: z.enum(['previewed', 'applied']),
  summary: z.object({ new: z.number(), changed: z.number(), gone: z.number() }),
  appliedCount: z.number(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  appliedAt: z.string().nullable(),
});
export const importRunSchema = importRunSummarySchema.extend({
  items: z.array(importItemSchema),
  appliedKeys: z.array(z.string()),
});
export const importRunResponseSchema = z.object({ run: importRunSchema });
export const importRunListQuerySchema = listQuerySchema.extend({
  brand: importBrandSchema.optional(),
  sort: z.enum(['createdAt']).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export const importRunListSchema = listOf(importRunSummarySchema);
export const applyImportRequestSchema = z.object({ apply: z.array(z.string().min(1).max(80)).min(1).max(5000) });
export const applyImportResponseSchema = z.object({
  run: importRunSchema,
  result: z.object({ created: z.number(), updated: z.number(), withdrawn: z.number() }),
});
