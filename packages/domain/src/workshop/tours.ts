import { z } from 'zod';
import {
  exportFormatSchema,
  idSchema,
  INT4_MAX,
  isoDateSchema,
  isoDateTimeSchema,
  listOf,
  listQuerySchema,
  namedRefSchema,
  optionalText,
  personRefSchema,
} from '../contracts/common';
import type { LatLng } from './tour-distance';

/**
 * Repair tours (issue 12 "Tours", decision 032): an admin plans a mechanic's day of visits at companies and other
 * addresses, the optimiser orders them, confirming mails each customer their window, the mechanic marks stops done.
 */

export const TOUR_STATUSES = ['draft', 'confirmed', 'done', 'cancelled'] as const;
export type TourStatus = (typeof TOUR_STATUSES)[number];
export const TOUR_STOP_STATUSES = ['to_do', 'done'] as const;
export type TourStopStatus = (typeof TOUR_STOP_STATUSES)[number];

/** A stop's job when nothing else is said (minutes). */
export const DEFAULT_STOP_MINUTES = 45;
/** The van's day when the store says nothing else. */
export const TOUR_DAY_START = '08:00';
export const TOUR_DAY_END = '18:00';

/** Where each store's van leaves from (decision 032: the stores table has no coordinates yet). */
export const TOUR_DEPOTS: Record<string, LatLng & { address: string }> = {
  Liège: { lat: 50.6412, lng: 5.5718, address: 'Boulevard d’Avroy 50, 4000 Liège' },
  Bruxelles: { lat: 50.8466, lng: 4.3528, address: 'Rue Neuve 30, 1000 Bruxelles' },
};
export const tourDepotOf = (storeName: string) => TOUR_DEPOTS[storeName] ?? TOUR_DEPOTS['Bruxelles']!;

/** A tour may be changed (stops, order) while it is a draft; confirmed tours are worked through. */
export const canEditTour = (status: TourStatus) => status === 'draft';
/** A tour not worked through yet may be cancelled, and a visit not done yet removed from it (decision 035). */
export const canCancelTour = (status: TourStatus) => status === 'draft' || status === 'confirmed';

// ---- API contract -------------------------------------------------------------------------------------------------

const refId = z.number().int().positive().max(INT4_MAX);
/** `HH:MM`, 24 hours. */
export const clockSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'invalid_time');
const optionalClock = clockSchema.nullish().transform((v) => v ?? null);
const windowOrdered = (v: { windowStart: string | null; windowEnd: string | null }, ctx: z.RefinementCtx) => {
  if (v.windowStart !== null && v.windowEnd !== null && v.windowEnd < v.windowStart)
    ctx.addIssue({ code: 'custom', path: ['windowEnd'], message: 'end_before_start' });
};

export const tourStatusSchema = z.enum(TOUR_STATUSES);
export const tourStopStatusSchema = z.enum(TOUR_STOP_STATUSES);

export const tourInputSchema = z.object({ date: isoDateSchema, mechanicId: refId, storeId: refId, vanLabel: optionalText(60) });
export type TourInput = z.output<typeof tourInputSchema>;

export const tourStopInputSchema = z
  .object({
    maintenanceRequestId: refId,
    windowStart: optionalClock,
    windowEnd: optionalClock,
    durationMinutes: z
      .number()
      .int()
      .min(5)
      .max(480)
      .nullish()
      .transform((v) => v ?? DEFAULT_STOP_MINUTES),
  })
  .superRefine(windowOrdered);
export type TourStopAddInput = z.output<typeof tourStopInputSchema>;

export const tourStopUpdateSchema = z
  .object({
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    windowStart: optionalClock,
    windowEnd: optionalClock,
    durationMinutes: z
      .number()
      .int()
      .min(5)
      .max(480)
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine(windowOrdered);
export type TourStopUpdate = z.output<typeof tourStopUpdateSchema>;

/** The API reads a bodyless action as `{}` (platform/action-bodies.ts): no schema needs a default of its own. */
export const tourOptimiseInputSchema = z.object({ preferFeasible: z.boolean().default(false) });
export const tourStopDoneInputSchema = z.object({
  clientActionId: z
    .string()
    .trim()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/)
    .nullish()
    .transform((v) => v ?? null),
});
export const tourStopParamsSchema = z.object({ id: idSchema, stopId: idSchema });

export const tourFiguresSchema = z.object({ distanceMeters: z.number(), durationMinutes: z.number() });

/** How a mechanic reaches the customer before a visit (decision 102): shown to the workshop only. */
export const customerContactSchema = z.object({ phone: z.string().nullable(), email: z.string() });
export type CustomerContact = z.infer<typeof customerContactSchema>;

export const tourStopSchema = z.object({
  id: z.number(),
  position: z.number(),
  maintenanceRequestId: z.number(),
  customer: personRefSchema.nullable(),
  contact: customerContactSchema.nullable(),
  company: namedRefSchema.nullable(),
  bikeLabel: z.string(),
  frameNumber: z.string().nullable(),
  problem: z.string(),
  address: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  windowStart: z.string().nullable(),
  windowEnd: z.string().nullable(),
  durationMinutes: z.number(),
  /** Planned arrival (HH:MM) from the last optimisation; null before. */
  plannedArrival: z.string().nullable(),
  status: tourStopStatusSchema,
  doneAt: isoDateTimeSchema.nullable(),
  doneBy: personRefSchema.nullable(),
});
export type TourStop = z.infer<typeof tourStopSchema>;

export const tourSchema = z.object({
  id: z.number(),
  date: z.string(),
  mechanic: personRefSchema,
  store: namedRefSchema,
  vanLabel: z.string().nullable(),
  status: tourStatusSchema,
  stopCount: z.number(),
  doneCount: z.number(),
  /** After the last optimisation (null before). */
  distanceMeters: z.number().nullable(),
  durationMinutes: z.number().nullable(),
  before: tourFiguresSchema.nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Tour = z.infer<typeof tourSchema>;

export const tourDetailSchema = tourSchema.extend({
  depot: z.object({ lat: z.number(), lng: z.number(), address: z.string() }),
  stops: z.array(tourStopSchema),
  /** Why the configured routing engine did not answer at the last optimisation (distances then estimated). */
  fallback: z.string().nullable(),
  can: z.object({
    edit: z.boolean(),
    optimise: z.boolean(),
    confirm: z.boolean(),
    markDone: z.boolean(),
    cancel: z.boolean(),
    removeStop: z.boolean(),
  }),
});
export type TourDetail = z.infer<typeof tourDetailSchema>;

export const tourOptimisedSchema = z.object({
  stops: z.array(tourStopSchema),
  distanceMeters: z.number(),
  durationMinutes: z.number(),
  lateMinutes: z.number(),
  feasible: z.boolean(),
  engine: z.string(),
  fallback: z.string().nullable(),
  before: tourFiguresSchema,
});
export type TourOptimised = z.infer<typeof tourOptimisedSchema>;

export const tourListSchema = listOf(tourSchema);
export const tourListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['date', 'id']).default('date'),
  order: z.enum(['asc', 'desc']).default('desc'),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  mechanicId: idSchema.optional(),
  storeId: idSchema.optional(),
  status: tourStatusSchema.optional(),
  format: exportFormatSchema.default('json'),
});
export type TourListQuery = z.output<typeof tourListQuerySchema>;
export const myTourQuerySchema = z.object({ date: isoDateSchema.optional() });
/** `GET /api/tours/mine`: the mechanic's tours of the day (usually one), with their stops. */
export const myToursSchema = z.object({ date: z.string(), data: z.array(tourDetailSchema) });

/** `GET /api/tours/requests?list=to_propose|to_confirm`: visits to put on a tour, and those on a draft tour. */
export const TOUR_REQUEST_LISTS = ['to_propose', 'to_confirm'] as const;
export type TourRequestList = (typeof TOUR_REQUEST_LISTS)[number];
export const tourRequestListQuerySchema = listQuerySchema.extend({ list: z.enum(TOUR_REQUEST_LISTS).default('to_propose') });
export type TourRequestListQuery = z.output<typeof tourRequestListQuerySchema>;
export const tourRequestSchema = z.object({
  id: z.number(),
  customer: personRefSchema.nullable(),
  company: namedRefSchema.nullable(),
  bikeLabel: z.string(),
  frameNumber: z.string().nullable(),
  problem: z.string(),
  location: z.enum(['company', 'other']),
  address: z.string().nullable(),
  desiredDate: z.string().nullable(),
  priority: z.boolean(),
  tour: z.object({ id: z.number(), date: z.string() }).nullable(),
});
export type TourRequest = z.infer<typeof tourRequestSchema>;
export const tourRequestListSchema = listOf(tourRequestSchema);

/** `GET /api/tours/stores`: the stores a tour leaves from, with where their van starts. */
export const tourStoresSchema = z.object({
  data: z.array(z.object({ id: z.number(), name: z.string(), lat: z.number(), lng: z.number(), address: z.string() })),
});
export const tourMapTilesSchema = z.object({ url: z.string(), attribution: z.string() });

/**
 * `GET /api/maintenance-requests/{id}/tour-visit` (decision 035): the tour a request is on, for whoever sees the
 * request. The customer sees it once the tour is confirmed (a draft may still change); the workshop also drafts.
 * `from`–`to` is the window the customer was mailed (the stop's window, else around the planned start).
 */
export const maintenanceTourVisitSchema = z.object({
  visit: z
    .object({
      tourId: z.number(),
      date: z.string(),
      status: tourStatusSchema,
      mechanic: personRefSchema,
      store: namedRefSchema,
      from: z.string(),
      to: z.string(),
      plannedArrival: z.string().nullable(),
      stopStatus: tourStopStatusSchema,
    })
    .nullable(),
});
export type MaintenanceTourVisit = z.infer<typeof maintenanceTourVisitSchema>['visit'];
