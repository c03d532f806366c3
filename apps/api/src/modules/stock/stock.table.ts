import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accessoryModels, bikeModels, type Translations } from '../catalog/catalog.table';
import { companies } from '../companies/companies.table';
import { users } from '../identity/identity.table';

export const stockLocations = pgTable('stock_locations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** The store's name per language (Liège / Luik, decision 101); empty: the name as typed. */
  nameTranslations: jsonb('name_translations').$type<Translations>().notNull().default({ fr: '', en: '', nl: '' }),
});

/** One row per physical bike (seed §3 Bike); the model carries brand, frame type, battery, prices. */
export const bikes = pgTable(
  'bikes',
  {
    id: serial('id').primaryKey(),
    modelId: integer('model_id')
      .notNull()
      .references(() => bikeModels.id),
    /** Normalised (packages/domain frame-number.ts): upper-case, no separators. */
    frameNumber: text('frame_number').notNull(),
    size: text('size'),
    color: text('color'),
    identification: text('identification'),
    keyRef: text('key_ref'),
    lockRef: text('lock_ref'),
    numberPlate: text('number_plate'),
    stockLocationId: integer('stock_location_id')
      .notNull()
      .references(() => stockLocations.id),
    status: text('status').notNull().default('usable'),
    contractKind: text('contract_kind').notNull().default('stock'),
    contractMonths: integer('contract_months'),
    companyId: integer('company_id').references(() => companies.id),
    userId: integer('user_id').references(() => users.id),
    purchaseDate: date('purchase_date', { mode: 'string' }),
    purchasePriceCents: integer('purchase_price_cents'),
    /** For a pending delivery: the day the supplier promised (public "soon available" within 7 days). */
    expectedDate: date('expected_date', { mode: 'string' }),
    saleDate: date('sale_date', { mode: 'string' }),
    salePriceCents: integer('sale_price_cents'),
    stolenDate: date('stolen_date', { mode: 'string' }),
    /** The day the bike was written off (scrapped, decision 109). */
    scrappedDate: date('scrapped_date', { mode: 'string' }),
    insurer: text('insurer'),
    insurancePolicy: text('insurance_policy'),
    insuranceStart: date('insurance_start', { mode: 'string' }),
    insuranceEnd: date('insurance_end', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // text_pattern_ops: the same index answers equality (uniqueness, scans) and prefix search (`q` of 1–2 characters).
    uniqueIndex('bikes_frame_number_idx').using('btree', t.frameNumber.op('text_pattern_ops')),
    index('bikes_key_ref_idx').using('btree', t.keyRef.op('text_pattern_ops')),
    index('bikes_lock_ref_idx').using('btree', t.lockRef.op('text_pattern_ops')),
    index('bikes_number_plate_idx').using('btree', t.numberPlate.op('text_pattern_ops')),
    // pg_trgm (migration 0003 creates the extension): `q` of 3+ characters anywhere in the frame number or a reference.
    index('bikes_frame_number_trgm_idx').using('gin', t.frameNumber.op('gin_trgm_ops')),
    index('bikes_key_ref_trgm_idx').using('gin', t.keyRef.op('gin_trgm_ops')),
    index('bikes_lock_ref_trgm_idx').using('gin', t.lockRef.op('gin_trgm_ops')),
    index('bikes_number_plate_trgm_idx').using('gin', t.numberPlate.op('gin_trgm_ops')),
    index('bikes_frame_sort_idx').on(t.frameNumber),
    index('bikes_updated_idx').on(t.updatedAt, t.id),
    index('bikes_purchase_idx').on(t.purchaseDate, t.id),
    index('bikes_location_idx').on(t.stockLocationId, t.id),
    index('bikes_contract_idx').on(t.contractKind, t.id),
    index('bikes_status_idx').on(t.status, t.id),
    index('bikes_company_idx').on(t.companyId, t.id),
    index('bikes_user_idx').on(t.userId),
    // Stock state of a model per store (public detail) and "bikes of this model" (back office).
    index('bikes_model_idx').on(t.modelId, t.stockLocationId, t.contractKind),
    // Public "in stock only" filter and its count: the models with a usable bike in stock (index-only scan).
    index('bikes_in_stock_model_idx')
      .on(t.modelId)
      .where(sql`${t.contractKind} = 'stock' and ${t.status} = 'usable'`),
    index('bikes_insured_idx')
      .on(t.insuranceEnd, t.id)
      .where(sql`${t.insurer} is not null`),
  ],
);

/** A bike's own history: every change with who and when (the detail page and the history PDF). */
export const bikeEvents = pgTable(
  'bike_events',
  {
    id: serial('id').primaryKey(),
    bikeId: integer('bike_id')
      .notNull()
      .references(() => bikes.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    actorId: integer('actor_id').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bike_events_bike_idx').on(t.bikeId, t.at, t.id)],
);

export const accessoryStock = pgTable(
  'accessory_stock',
  {
    accessoryId: integer('accessory_id')
      .notNull()
      .references(() => accessoryModels.id, { onDelete: 'cascade' }),
    stockLocationId: integer('stock_location_id')
      .notNull()
      .references(() => stockLocations.id),
    quantity: integer('quantity').notNull().default(0),
    /** Reorder when the quantity falls to this level (decision 100); null: no level set for this store. */
    reorderLevel: integer('reorder_level'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accessoryId, t.stockLocationId] }),
    check('accessory_stock_not_negative', sql`${t.quantity} >= 0`),
    check('accessory_stock_reorder_level_not_negative', sql`${t.reorderLevel} >= 0`),
    // Only the rows at or under their level: the monitor's count and the list's filter read this small index.
    index('accessory_stock_below_reorder_idx')
      .on(t.accessoryId, t.stockLocationId)
      .where(sql`${t.quantity} <= ${t.reorderLevel}`),
  ],
);

export const accessoryMovements = pgTable(
  'accessory_movements',
  {
    id: serial('id').primaryKey(),
    accessoryId: integer('accessory_id')
      .notNull()
      .references(() => accessoryModels.id, { onDelete: 'cascade' }),
    stockLocationId: integer('stock_location_id')
      .notNull()
      .references(() => stockLocations.id),
    delta: integer('delta').notNull(),
    quantityAfter: integer('quantity_after').notNull(),
    reason: text('reason').notNull(),
    note: text('note'),
    actorId: integer('actor_id').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accessory_movements_accessory_idx').on(t.accessoryId, t.at, t.id)],
);

export const inventories = pgTable(
  'inventories',
  {
    id: serial('id').primaryKey(),
    stockLocationId: integer('stock_location_id')
      .notNull()
      .references(() => stockLocations.id),
    status: text('status').notNull().default('open'),
    startedBy: integer('started_by').references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    closedBy: integer('closed_by').references(() => users.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    summary: jsonb('summary').$type<Record<string, number>>(),
  },
  (t) => [
    index('inventories_started_idx').on(t.startedAt, t.id),
    // One count at a time per store: two open counts would fight over the same bikes.
    uniqueIndex('inventories_one_open_idx')
      .on(t.stockLocationId)
      .where(sql`${t.status} = 'open'`),
  ],
);

/** The bikes an inventory expected (snapshot at start) and what was scanned. */
export const inventoryLines = pgTable(
  'inventory_lines',
  {
    id: serial('id').primaryKey(),
    inventoryId: integer('inventory_id')
      .notNull()
      .references(() => inventories.id, { onDelete: 'cascade' }),
    bikeId: integer('bike_id').references(() => bikes.id),
    frameNumber: text('frame_number').notNull(),
    expected: boolean('expected').notNull(),
    scannedAt: timestamp('scanned_at', { withTimezone: true }),
    scannedBy: integer('scanned_by').references(() => users.id),
  },
  (t) => [uniqueIndex('inventory_lines_frame_idx').on(t.inventoryId, t.frameNumber)],
);

export const inventoryAccessoryCounts = pgTable(
  'inventory_accessory_counts',
  {
    inventoryId: integer('inventory_id')
      .notNull()
      .references(() => inventories.id, { onDelete: 'cascade' }),
    accessoryId: integer('accessory_id')
      .notNull()
      .references(() => accessoryModels.id, { onDelete: 'cascade' }),
    expected: integer('expected').notNull(),
    counted: integer('counted'),
  },
  (t) => [primaryKey({ columns: [t.inventoryId, t.accessoryId] })],
);

/** Customer-owned bikes registered for maintenance. */
export const externalBikes = pgTable(
  'external_bikes',
  {
    id: serial('id').primaryKey(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    frameNumber: text('frame_number'),
    color: text('color'),
    electric: boolean('electric').notNull().default(false),
    companyId: integer('company_id').references(() => companies.id),
    userId: integer('user_id').references(() => users.id),
    notes: text('notes'),
    search: text('search').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('external_bikes_company_idx').on(t.companyId, t.id), index('external_bikes_frame_idx').on(t.frameNumber)],
);

/** Used bikes for sale (occasion): a stock bike or a free description. */
export const usedBikeListings = pgTable(
  'used_bike_listings',
  {
    id: serial('id').primaryKey(),
    bikeId: integer('bike_id').references(() => bikes.id),
    title: text('title').notNull(),
    /** Its translations for the reader's language (decision 101); empty: the name as typed. */
    titleTranslations: jsonb('title_translations').$type<Translations>().notNull().default({ fr: '', en: '', nl: '' }),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    year: integer('year'),
    frameType: text('frame_type'),
    size: text('size'),
    electric: boolean('electric').notNull().default(false),
    batteryWh: integer('battery_wh'),
    mileageKm: integer('mileage_km'),
    condition: text('condition').notNull(),
    priceCents: integer('price_cents').notNull(),
    description: jsonb('description').$type<Translations>().notNull().default({ fr: '', en: '', nl: '' }),
    photos: text('photos').array().notNull().default([]),
    published: boolean('published').notNull().default(false),
    stockLocationId: integer('stock_location_id').references(() => stockLocations.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('used_bike_listings_public_idx')
      .on(t.priceCents, t.id)
      .where(sql`${t.published}`),
    index('used_bike_listings_created_idx').on(t.createdAt, t.id),
  ],
);

/** A bike bought back from a customer (rachat) and, later, its resale. */
export const buyBacks = pgTable(
  'buy_backs',
  {
    id: serial('id').primaryKey(),
    bikeId: integer('bike_id').references(() => bikes.id),
    description: text('description').notNull(),
    sellerName: text('seller_name').notNull(),
    sellerUserId: integer('seller_user_id').references(() => users.id),
    pricePaidCents: integer('price_paid_cents').notNull(),
    boughtOn: date('bought_on', { mode: 'string' }).notNull(),
    resalePriceCents: integer('resale_price_cents'),
    resoldOn: date('resold_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('buy_backs_bought_idx').on(t.boughtOn, t.id)],
);

/** Opening hours per store: one row per opening span (a lunch break makes two spans in a day). */
export const storeOpeningHours = pgTable(
  'store_opening_hours',
  {
    stockLocationId: integer('stock_location_id')
      .notNull()
      .references(() => stockLocations.id),
    weekday: integer('weekday').notNull(),
    opens: text('opens').notNull(),
    closes: text('closes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.stockLocationId, t.weekday, t.opens] })],
);

/** The dated exceptions of a store's opening calendar: closures, and exceptional openings (decision 098). */
export const storeClosures = pgTable(
  'store_closures',
  {
    id: serial('id').primaryKey(),
    stockLocationId: integer('stock_location_id')
      .notNull()
      .references(() => stockLocations.id),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    reason: jsonb('reason').$type<Translations>().notNull(),
    /** `closed`, or `open`: an exceptional opening on a day the week or a public holiday closes (decision 098). */
    kind: text('kind').notNull().default('closed'),
  },
  (t) => [index('store_closures_location_idx').on(t.stockLocationId, t.toDate)],
);
