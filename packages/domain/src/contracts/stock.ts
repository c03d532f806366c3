import { z } from 'zod';
import { OPENING_EXCEPTION_KINDS } from '../opening-calendar';
import { isValidFrameNumber } from '../frame-number';
import { BIKE_EVENT_KINDS, BIKE_STATUSES, CONTRACT_KINDS, MOVEMENT_REASONS } from '../stock';
import { TRADE_IN_CONDITIONS } from '../trade-in';
import { warrantySchema } from '../warranty';
import { frameTypeSchema, sizeSchema } from './catalog';
import {
  centsSchema,
  emptyTranslations,
  exportFormatSchema,
  isoDateSchema,
  listOf,
  listQuerySchema,
  namedRefSchema,
  nameTranslationsSchema,
  nameTranslationsOutSchema,
  optionalText,
  photoSchema,
  queryList,
  requiredText,
  translationsSchema,
  idSchema,
  queryBoolean,
} from './common';

export const contractKindSchema = z.enum(CONTRACT_KINDS);
export const bikeStatusSchema = z.enum(BIKE_STATUSES);
export const bikeEventKindSchema = z.enum(BIKE_EVENT_KINDS);
export const movementReasonSchema = z.enum(MOVEMENT_REASONS);
export const conditionSchema = z.enum(TRADE_IN_CONDITIONS);
/** A frame number as typed or scanned; the API stores its normalised form. */
export const frameNumberSchema = z.string().trim().min(1).max(64).refine(isValidFrameNumber, 'invalid');
const id = z.number().int().positive();
const optionalDate = isoDateSchema.nullish().transform((v) => v ?? null);
const optionalId = id.nullish().transform((v) => v ?? null);

// ---------- stock bikes ----------

const bikeFields = {
  modelId: id,
  frameNumber: frameNumberSchema,
  size: sizeSchema.nullish().transform((v) => v ?? null),
  color: optionalText(40),
  identification: optionalText(60),
  keyRef: optionalText(40),
  lockRef: optionalText(40),
  numberPlate: optionalText(20),
  purchaseDate: optionalDate,
  purchasePriceCents: centsSchema.nullish().transform((v) => v ?? null),
  expectedDate: optionalDate,
  insurer: optionalText(80),
  insurancePolicy: optionalText(60),
  insuranceStart: optionalDate,
  insuranceEnd: optionalDate,
};
const insuranceDates = (v: { insuranceStart: string | null; insuranceEnd: string | null }, ctx: z.RefinementCtx) => {
  if (v.insuranceStart && v.insuranceEnd && v.insuranceEnd < v.insuranceStart)
    ctx.addIssue({ code: 'custom', path: ['insuranceEnd'], message: 'end_before_start' });
};

/** A new physical bike: arrives in stock or is announced as a pending delivery. */
export const bikeCreateSchema = z
  .object({ ...bikeFields, locationId: id, contractKind: z.enum(['stock', 'pending_delivery']).default('stock') })
  .superRefine(insuranceDates);
export type BikeCreateInput = z.infer<typeof bikeCreateSchema>;
/** What PUT may change; location, contract, status, sale and theft go through their actions. */
export const bikeUpdateSchema = z.object(bikeFields).superRefine(insuranceDates);
export type BikeUpdateInput = z.infer<typeof bikeUpdateSchema>;

export const bikeModelRefSchema = z.object({
  id: z.number(),
  brand: z.string(),
  model: z.string(),
  year: z.number(),
  frameType: frameTypeSchema,
  electric: z.boolean(),
});
export const userRefSchema = z.object({ id: z.number(), name: z.string() });

export const bikeListItemSchema = z.object({
  id: z.number(),
  frameNumber: z.string(),
  model: bikeModelRefSchema.nullable(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  location: namedRefSchema,
  status: bikeStatusSchema,
  contractKind: contractKindSchema,
  contractMonths: z.number().nullable(),
  company: namedRefSchema.nullable(),
  user: userRefSchema.nullable(),
  keyRef: z.string().nullable(),
  lockRef: z.string().nullable(),
  numberPlate: z.string().nullable(),
  purchaseDate: z.string().nullable(),
  updatedAt: z.string(),
});
export type BikeListItem = z.infer<typeof bikeListItemSchema>;
export const bikeListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['id', 'frameNumber', 'purchaseDate', 'updatedAt']).default('id'),
  order: z.enum(['asc', 'desc']).default('desc'),
  locationId: idSchema.optional(),
  contractKind: queryList(contractKindSchema),
  status: bikeStatusSchema.optional(),
  companyId: idSchema.optional(),
  userId: idSchema.optional(),
  modelId: idSchema.optional(),
  /** csv or xlsx: the whole filtered list as a spreadsheet file (at most 50 000 rows), ignoring page and perPage. */
  format: exportFormatSchema.default('json'),
});
export type BikeListQuery = z.infer<typeof bikeListQuerySchema>;
export const bikeListSchema = listOf(bikeListItemSchema);

/** The filters of the list, without paging or sorting: what the stock summary chart counts. */
export const bikeSummaryQuerySchema = bikeListQuerySchema.pick({
  q: true,
  locationId: true,
  contractKind: true,
  status: true,
  companyId: true,
  userId: true,
  modelId: true,
});
export type BikeSummaryQuery = z.infer<typeof bikeSummaryQuerySchema>;
/** How many of the filtered bikes each store holds, per contract kind and status. */
export const bikeSummarySchema = z.object({
  total: z.number(),
  groups: z.array(z.object({ location: namedRefSchema, contractKind: contractKindSchema, status: bikeStatusSchema, count: z.number() })),
});
export type BikeSummary = z.infer<typeof bikeSummarySchema>;

export const bikeEventSchema = z.object({
  id: z.number(),
  kind: bikeEventKindSchema,
  details: z.record(z.string(), z.unknown()),
  actor: userRefSchema.nullable(),
  at: z.string(),
});
export type BikeEvent = z.infer<typeof bikeEventSchema>;
export const bikeDetailSchema = bikeListItemSchema.extend({
  identification: z.string().nullable(),
  purchasePriceCents: z.number().nullable(),
  expectedDate: z.string().nullable(),
  saleDate: z.string().nullable(),
  salePriceCents: z.number().nullable(),
  stolenDate: z.string().nullable(),
  insurer: z.string().nullable(),
  insurancePolicy: z.string().nullable(),
  insuranceStart: z.string().nullable(),
  insuranceEnd: z.string().nullable(),
  createdAt: z.string(),
  /** A sold bike's warranty from its sale day (decision 094); a leased bike's is on its contract. */
  warranty: warrantySchema,
  history: z.array(bikeEventSchema),
});
export type BikeDetail = z.infer<typeof bikeDetailSchema>;
export const bikeResponseSchema = z.object({ bike: bikeDetailSchema });

/**
 * A bike as its company's fleet manager and the workshop read it (`fleet/bikes/{id}`): the record and its history,
 * without the shop's purchase and sale prices.
 */
export const fleetBikeSchema = bikeDetailSchema.omit({ purchasePriceCents: true, salePriceCents: true, expectedDate: true });
export const fleetBikeResponseSchema = z.object({ bike: fleetBikeSchema });
export type FleetBike = z.infer<typeof fleetBikeSchema>;

export const moveBikeSchema = z.object({ locationId: id });
export const assignBikeSchema = z.object({
  companyId: optionalId,
  userId: optionalId,
  contractKind: contractKindSchema,
  contractMonths: z
    .number()
    .int()
    .min(1)
    .max(120)
    .nullish()
    .transform((v) => v ?? null),
});
export type AssignBikeInput = z.infer<typeof assignBikeSchema>;
export const bikeStatusRequestSchema = z.object({ status: bikeStatusSchema });
export const stolenBikeSchema = z.object({ date: isoDateSchema });
/** A bike written off (scrapped, decision 109): the day it leaves the fleet and the register. */
export const scrappedBikeSchema = z.object({ date: isoDateSchema });
export const soldBikeSchema = z.object({ date: isoDateSchema, priceCents: centsSchema });
export const historyPdfQuerySchema = z.object({ locale: z.enum(['fr', 'en', 'nl']).default('fr') });

export const insuranceListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['insuranceEnd', 'id']).default('insuranceEnd'),
  /** Only policies in force on this day. */
  activeOn: isoDateSchema.optional(),
  /** csv or xlsx: every insured bike matching, ignoring page and perPage. */
  format: exportFormatSchema.default('json'),
});
export const insuredBikeSchema = z.object({
  id: z.number(),
  frameNumber: z.string(),
  model: bikeModelRefSchema.nullable(),
  company: namedRefSchema.nullable(),
  user: userRefSchema.nullable(),
  insurer: z.string(),
  insurancePolicy: z.string().nullable(),
  insuranceStart: z.string().nullable(),
  insuranceEnd: z.string().nullable(),
});
export type InsuredBike = z.infer<typeof insuredBikeSchema>;
export const insuredBikeListSchema = listOf(insuredBikeSchema);
export const frameNumberParamSchema = z.object({ frameNumber: z.string().min(1).max(64) });
export const bikeByFrameSchema = z.object({ id: z.number(), frameNumber: z.string() });

// ---------- stock encode ----------

export const encodeRequestSchema = z.object({
  modelId: id,
  locationId: id,
  /** Checked one by one: `frameNumbers.N` carries the code of the refused ones (invalid, frame_number_taken, frame_number_duplicate). */
  frameNumbers: z.array(z.string().trim().max(64)).min(1).max(200),
  size: sizeSchema.nullish().transform((v) => v ?? null),
  color: optionalText(40),
  purchaseDate: optionalDate,
});
export type EncodeRequest = z.infer<typeof encodeRequestSchema>;
export const encodeResponseSchema = z.object({ created: z.array(bikeByFrameSchema) });
export const encodeCheckRequestSchema = z.object({ frameNumber: z.string().trim().min(1).max(64) });
export const encodeCheckResponseSchema = z.object({
  frameNumber: z.string(),
  valid: z.boolean(),
  available: z.boolean(),
  bikeId: z.number().nullable(),
});

// ---------- accessory stock ----------

export const accessoryStockQuerySchema = listQuerySchema.extend({
  sort: z.enum(['name']).default('name'),
  locationId: idSchema.optional(),
  /** Only the accessories with at least one store at or under its reorder level (decision 100). */
  belowReorderLevel: queryBoolean.optional(),
  /** csv or xlsx: every accessory matching with its quantity per store, ignoring page and perPage. */
  format: exportFormatSchema.default('json'),
});
export const locationQuantitySchema = z.object({
  locationId: z.number(),
  locationName: z.string(),
  quantity: z.number(),
  /** Reorder when the quantity falls to this level; null when none is set for the store. */
  reorderLevel: z.number().nullable(),
  belowReorderLevel: z.boolean(),
});
/** A store's reorder level for an accessory; null removes it. */
export const reorderLevelRequestSchema = z.object({
  locationId: id,
  reorderLevel: z.number().int().min(0).max(100_000).nullable(),
});
export type ReorderLevelRequest = z.infer<typeof reorderLevelRequestSchema>;
export const reorderLevelResponseSchema = z.object({ quantities: z.array(locationQuantitySchema) });
export const accessoryStockItemSchema = z.object({
  accessory: z.object({ id: z.number(), name: z.string(), reference: z.string().nullable(), category: z.string() }),
  quantities: z.array(locationQuantitySchema),
  total: z.number(),
});
export type AccessoryStockItem = z.infer<typeof accessoryStockItemSchema>;
export const accessoryStockListSchema = listOf(accessoryStockItemSchema);
export const accessoryMovementRequestSchema = z
  .object({
    accessoryId: id,
    locationId: id,
    /** Added to the quantity (negative takes out). For a transfer: the positive quantity moved to `toLocationId`. */
    delta: z
      .number()
      .int()
      .min(-10_000)
      .max(10_000)
      .refine((v) => v !== 0, 'invalid'),
    reason: movementReasonSchema,
    toLocationId: optionalId,
    note: optionalText(200),
  })
  .superRefine((v, ctx) => {
    if (v.reason === 'transfer' && v.toLocationId === null) ctx.addIssue({ code: 'custom', path: ['toLocationId'], message: 'required' });
    if (v.reason === 'transfer' && v.delta < 0) ctx.addIssue({ code: 'custom', path: ['delta'], message: 'too_small' });
    if (v.reason === 'transfer' && v.toLocationId === v.locationId)
      ctx.addIssue({ code: 'custom', path: ['toLocationId'], message: 'same_location' });
    if (v.reason !== 'transfer' && v.toLocationId !== null)
      ctx.addIssue({ code: 'custom', path: ['toLocationId'], message: 'must_be_empty' });
  });
export type AccessoryMovementRequest = z.infer<typeof accessoryMovementRequestSchema>;
export const accessoryMovementSchema = z.object({
  id: z.number(),
  accessoryId: z.number(),
  location: namedRefSchema,
  delta: z.number(),
  quantityAfter: z.number(),
  reason: movementReasonSchema,
  note: z.string().nullable(),
  actor: userRefSchema.nullable(),
  at: z.string(),
});
export const accessoryMovementResponseSchema = z.object({
  movements: z.array(accessoryMovementSchema),
  quantities: z.array(locationQuantitySchema),
});
export const accessoryMovementListSchema = listOf(accessoryMovementSchema);

// ---------- inventories ----------

export const inventoryCreateSchema = z.object({ locationId: id });
export const inventoryBikeSchema = z.object({
  id: z.number(),
  frameNumber: z.string(),
  model: bikeModelRefSchema.nullable(),
  locationId: z.number(),
  contractKind: contractKindSchema,
});
export const inventoryCountsSchema = z.object({ expected: z.number(), scanned: z.number(), missing: z.number(), unexpected: z.number() });
export const inventorySummarySchema = z.object({
  id: z.number(),
  location: namedRefSchema,
  status: z.enum(['open', 'closed']),
  startedAt: z.string(),
  startedBy: userRefSchema.nullable(),
  closedAt: z.string().nullable(),
  closedBy: userRefSchema.nullable(),
  counts: inventoryCountsSchema,
});
export const inventoryDetailSchema = inventorySummarySchema.extend({
  expected: z.array(inventoryBikeSchema),
  scanned: z.array(
    z.object({ frameNumber: z.string(), bike: inventoryBikeSchema.nullable(), expected: z.boolean(), scannedAt: z.string() }),
  ),
  missing: z.array(inventoryBikeSchema),
  /** Scanned but not expected here: a known bike of another store or contract (bike set), or an unknown frame number (bike null). */
  unexpected: z.array(z.object({ frameNumber: z.string(), bike: inventoryBikeSchema.nullable() })),
  accessories: z.array(
    z.object({ accessory: z.object({ id: z.number(), name: z.string() }), expected: z.number(), counted: z.number().nullable() }),
  ),
});
export const inventoryResponseSchema = z.object({ inventory: inventoryDetailSchema });
export const inventoryListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['startedAt']).default('startedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  locationId: idSchema.optional(),
  status: z.enum(['open', 'closed']).optional(),
});
export const inventoryListSchema = listOf(inventorySummarySchema);
export const inventoryScanSchema = z.object({ frameNumber: z.string().trim().min(1).max(64) });
export const inventoryScanResponseSchema = z.object({
  outcome: z.enum(['found', 'unexpected', 'unknown', 'already_scanned']),
  frameNumber: z.string(),
  bike: inventoryBikeSchema.nullable(),
  counts: inventoryCountsSchema,
});
export const inventoryAccessoryCountSchema = z.object({ accessoryId: id, counted: z.number().int().min(0).max(100_000) });

// ---------- external bikes ----------

export const externalBikeInputSchema = z.object({
  brand: requiredText(60),
  model: requiredText(120),
  frameNumber: frameNumberSchema.nullish().transform((v) => v ?? null),
  color: optionalText(40),
  electric: z.boolean().default(false),
  /** Ignored for a fleet manager: always their own company. */
  companyId: optionalId,
  userId: optionalId,
  notes: optionalText(1000),
});
export type ExternalBikeInput = z.infer<typeof externalBikeInputSchema>;
export const externalBikeSchema = z.object({
  id: z.number(),
  brand: z.string(),
  model: z.string(),
  frameNumber: z.string().nullable(),
  color: z.string().nullable(),
  electric: z.boolean(),
  company: namedRefSchema.nullable(),
  user: userRefSchema.nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ExternalBike = z.infer<typeof externalBikeSchema>;
export const externalBikeListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['id', 'brand']).default('id'),
  order: z.enum(['asc', 'desc']).default('desc'),
  companyId: idSchema.optional(),
  format: exportFormatSchema.default('json'),
});
export const externalBikeListSchema = listOf(externalBikeSchema);
export const externalBikeResponseSchema = z.object({ bike: externalBikeSchema });

// ---------- used bikes and buy-backs ----------

export const usedBikeInputSchema = z.object({
  bikeId: optionalId,
  title: requiredText(120),
  titleTranslations: nameTranslationsSchema(120),
  brand: requiredText(60),
  model: requiredText(120),
  year: z
    .number()
    .int()
    .min(1980)
    .max(2100)
    .nullish()
    .transform((v) => v ?? null),
  frameType: frameTypeSchema.nullish().transform((v) => v ?? null),
  size: sizeSchema.nullish().transform((v) => v ?? null),
  electric: z.boolean().default(false),
  batteryWh: z
    .number()
    .int()
    .min(100)
    .max(3000)
    .nullish()
    .transform((v) => v ?? null),
  mileageKm: z
    .number()
    .int()
    .min(0)
    .max(500_000)
    .nullish()
    .transform((v) => v ?? null),
  condition: conditionSchema,
  priceCents: centsSchema.min(1),
  description: translationsSchema.default(emptyTranslations),
  published: z.boolean().default(false),
  locationId: optionalId,
});
export type UsedBikeInput = z.infer<typeof usedBikeInputSchema>;
export const usedBikeSchema = z.object({
  id: z.number(),
  bikeId: z.number().nullable(),
  title: z.string(),
  titleTranslations: nameTranslationsOutSchema,
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
  description: translationsSchema,
  photos: z.array(photoSchema),
  published: z.boolean(),
  location: namedRefSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const usedBikeListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['id', 'price']).default('id'),
  order: z.enum(['asc', 'desc']).default('desc'),
  published: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export const usedBikeListSchema = listOf(usedBikeSchema.omit({ description: true }));
export const usedBikeResponseSchema = z.object({ usedBike: usedBikeSchema });

export const buyBackInputSchema = z.object({
  /** A bike we know (it returns to stock); else describe it. */
  bikeId: optionalId,
  description: requiredText(200),
  sellerName: requiredText(120),
  sellerUserId: optionalId,
  pricePaidCents: centsSchema,
  boughtOn: isoDateSchema,
});
export type BuyBackInput = z.infer<typeof buyBackInputSchema>;
export const buyBackSchema = z.object({
  id: z.number(),
  bikeId: z.number().nullable(),
  description: z.string(),
  sellerName: z.string(),
  sellerUserId: z.number().nullable(),
  pricePaidCents: z.number(),
  boughtOn: z.string(),
  resalePriceCents: z.number().nullable(),
  resoldOn: z.string().nullable(),
  /** Resale price minus price paid, once resold. */
  marginCents: z.number().nullable(),
  createdAt: z.string(),
});
export type BuyBack = z.infer<typeof buyBackSchema>;
export const buyBackListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['boughtOn']).default('boughtOn'),
  order: z.enum(['asc', 'desc']).default('desc'),
  resold: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  format: exportFormatSchema.default('json'),
});
export const buyBackListSchema = listOf(buyBackSchema);
export const buyBackResponseSchema = z.object({ buyBack: buyBackSchema });
export const resaleRequestSchema = z.object({ priceCents: centsSchema, date: isoDateSchema });

// ---------- shop schedule ----------

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
export const openingSpanSchema = z.object({ weekday: z.number().int().min(1).max(7), opens: time, closes: time });
/** A dated exception of the store's calendar (decision 098): closed, or exceptionally open (a Sunday before Christmas). */
export const closureInputSchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  reason: translationsSchema,
  kind: z.enum(OPENING_EXCEPTION_KINDS).default('closed'),
});
export const storeScheduleInputSchema = z.object({
  locationId: id,
  hours: z.array(openingSpanSchema).max(50),
  closures: z.array(closureInputSchema).max(100),
});
export const scheduleUpdateSchema = z.object({ stores: z.array(storeScheduleInputSchema).min(1).max(10) });
export type ScheduleUpdate = z.infer<typeof scheduleUpdateSchema>;
export const scheduleSchema = z.object({
  stores: z.array(
    z.object({
      locationId: z.number(),
      name: z.string(),
      hours: z.array(openingSpanSchema),
      closures: z.array(closureInputSchema.extend({ id: z.number() })),
    }),
  ),
});

// ---------- CycleSoftware migration ----------

export const MIGRATION_KINDS = ['customers', 'bikes', 'stock'] as const;
export const migrationRequestSchema = z.object({
  kind: z.enum(MIGRATION_KINDS),
  csv: z.string().min(1).max(900_000),
  dryRun: z.boolean().default(true),
});
export const migrationReportSchema = z.object({
  kind: z.enum(MIGRATION_KINDS),
  dryRun: z.boolean(),
  created: z.number(),
  updated: z.number(),
  rejected: z.array(z.object({ line: z.number(), field: z.string().nullable(), reason: z.string() })),
});
export type MigrationReport = z.infer<typeof migrationReportSchema>;
