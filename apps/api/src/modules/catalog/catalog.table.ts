import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export type Translations = { fr: string; en: string; nl: string };

/** What can be sold: one row per bike model. Prices VAT excluded, with the model's VAT rate. */
export const bikeModels = pgTable(
  'bike_models',
  {
    id: serial('id').primaryKey(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    slug: text('slug').notNull(),
    /** The brand's own reference, to match its catalogue feed. */
    externalRef: text('external_ref'),
    frameType: text('frame_type').notNull(),
    sizes: text('sizes').array().notNull().default([]),
    /** Rider bands the sizes fit (packages/domain sizes.ts), kept in step with `sizes` on every write. */
    sizeBands: text('size_bands').array().notNull().default([]),
    season: text('season'),
    year: integer('year').notNull(),
    usage: text('usage').notNull(),
    electric: boolean('electric').notNull().default(false),
    batteryWh: integer('battery_wh'),
    engineNm: integer('engine_nm'),
    engineTier: text('engine_tier'),
    batteryTier: text('battery_tier'),
    priceCents: integer('price_cents').notNull(),
    vatRate: integer('vat_rate').notNull().default(21),
    discountPriceCents: integer('discount_price_cents'),
    /** What a visitor pays, VAT included: the discount price when there is one. Filters and sorts the public list. */
    publicPriceCents: integer('public_price_cents').notNull(),
    photos: text('photos').array().notNull().default([]),
    characteristics: jsonb('characteristics').$type<Record<string, string | number | boolean>>().notNull().default({}),
    description: jsonb('description').$type<Translations>().notNull().default({ fr: '', en: '', nl: '' }),
    cafeteriaEligible: boolean('cafeteria_eligible').notNull().default(false),
    available: boolean('available').notNull().default(true),
    /** Lower-case "brand model ref" without accents, for `q`, and the name sort key. */
    search: text('search').notNull(),
    sortName: text('sort_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bike_models_slug_idx').on(t.slug),
    uniqueIndex('bike_models_brand_ref_idx').on(t.brand, t.externalRef),
    index('bike_models_brand_idx').on(t.brand, t.sortName, t.id),
    index('bike_models_name_idx').on(t.sortName, t.id),
    index('bike_models_price_idx').on(t.priceCents, t.id),
    index('bike_models_year_idx').on(t.year, t.id),
    index('bike_models_filters_idx').on(t.electric, t.frameType, t.usage),
    // The public catalogue only ever reads models on sale: partial indexes per public sort.
    index('bike_models_public_price_idx')
      .on(t.publicPriceCents, t.id)
      .where(sql`${t.available}`),
    index('bike_models_public_name_idx')
      .on(t.sortName, t.id)
      .where(sql`${t.available}`),
    index('bike_models_public_newest_idx')
      .on(t.year, t.id)
      .where(sql`${t.available}`),
    index('bike_models_not_available_idx')
      .on(t.sortName, t.id)
      .where(sql`not ${t.available}`),
    index('bike_models_cafeteria_idx')
      .on(t.sortName, t.id)
      .where(sql`${t.cafeteriaEligible} and ${t.available}`),
  ],
);

/** Characteristics a model may have a value for (weight, gears, brakes…), defined once. */
export const technicalCharacteristics = pgTable('technical_characteristics', {
  id: serial('id').primaryKey(),
  name: jsonb('name').$type<Translations>().notNull(),
  unit: text('unit'),
  type: text('type').notNull(),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const accessoryModels = pgTable(
  'accessory_models',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Its translations for the reader's language (decision 101); empty: the name as typed. */
    nameTranslations: jsonb('name_translations').$type<Translations>().notNull().default({ fr: '', en: '', nl: '' }),
    brand: text('brand'),
    reference: text('reference'),
    slug: text('slug').notNull(),
    category: text('category').notNull(),
    priceCents: integer('price_cents').notNull(),
    vatRate: integer('vat_rate').notNull().default(21),
    discountPriceCents: integer('discount_price_cents'),
    publicPriceCents: integer('public_price_cents').notNull(),
    photos: text('photos').array().notNull().default([]),
    description: jsonb('description').$type<Translations>().notNull().default({ fr: '', en: '', nl: '' }),
    available: boolean('available').notNull().default(true),
    search: text('search').notNull(),
    sortName: text('sort_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accessory_models_slug_idx').on(t.slug),
    uniqueIndex('accessory_models_reference_idx').on(t.reference),
    index('accessory_models_name_idx').on(t.sortName, t.id),
    index('accessory_models_category_idx').on(t.category, t.sortName),
    index('accessory_models_public_idx')
      .on(t.publicPriceCents, t.id)
      .where(sql`${t.available}`),
  ],
);

/** One uploaded brand feed: its preview (new / changed / gone items) and what was applied from it. */
export const brandImportRuns = pgTable(
  'brand_import_runs',
  {
    id: serial('id').primaryKey(),
    brand: text('brand').notNull(),
    source: text('source').notNull(),
    format: text('format').notNull(),
    items: jsonb('items').notNull(),
    summary: jsonb('summary').$type<{ new: number; changed: number; gone: number }>().notNull(),
    status: text('status').notNull().default('previewed'),
    appliedKeys: text('applied_keys').array().notNull().default([]),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    appliedBy: integer('applied_by'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [index('brand_import_runs_created_idx').on(t.createdAt, t.id)],
);
