import { z } from 'zod';
import { RENTAL_MAX_DAYS, RENTAL_PHOTO_STAGES, RENTAL_STATUSES, rentalDays } from '../rentals';
import {
  centsSchema,
  emailSchema,
  exportFormatSchema,
  idSchema,
  INT4_MAX,
  isoDateSchema,
  isoDateTimeSchema,
  listOf,
  listQuerySchema,
  namedRefSchema,
  optionalPhone,
  optionalText,
  photoSchema,
  queryBooleanSchema,
  requiredText,
} from './common';

export const rentalStatusSchema = z.enum(RENTAL_STATUSES);
export const rentalPhotoStageSchema = z.enum(RENTAL_PHOTO_STAGES);

const refId = z.number().int().positive().max(INT4_MAX);

/** The dates of a rental: Brussels calendar days, both included, the end not before the start, at most a year. */
function checkPeriod(v: { startDate: string; endDate: string }, ctx: z.RefinementCtx) {
  const days = rentalDays(v.startDate, v.endDate);
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'end_before_start' });
  else if (days > RENTAL_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'too_long' });
}

/**
 * `POST /api/bike-rentals`: a rental typed in, or made from a public rental request (`requestId`). The customer is a
 * person (name, e-mail, phone); with `companyId` the rental is that company's (its fleet manager sees it).
 */
export const rentalInputSchema = z
  .object({
    requestId: refId.nullish().transform((v) => v ?? null),
    companyId: refId.nullish().transform((v) => v ?? null),
    firstname: requiredText(80),
    lastname: requiredText(80),
    email: emailSchema,
    phone: optionalPhone(),
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    bikeIds: z
      .array(refId)
      .min(1)
      .max(20)
      .refine((ids) => new Set(ids).size === ids.length, { message: 'duplicate' }),
    pricePerDayCents: centsSchema,
    depositCents: centsSchema.default(0),
    notes: optionalText(2000),
  })
  .superRefine(checkPeriod);
export type RentalInput = z.output<typeof rentalInputSchema>;

/** `PATCH /api/bike-rentals/{id}`: a new end date (an extension, or an earlier end), checked against the bikes' other rentals. */
export const rentalEndInputSchema = z.object({ endDate: isoDateSchema });

/** `POST /api/bike-rentals/{id}/pickup` and `/return`: when it happened (default now) and the bikes' condition. */
export const rentalHandoverInputSchema = z.object({
  at: isoDateTimeSchema.nullish().transform((v) => v ?? null),
  condition: optionalText(2000),
});
export type RentalHandoverInput = z.output<typeof rentalHandoverInputSchema>;

export const rentalHandoverSchema = z.object({ at: isoDateTimeSchema, condition: z.string().nullable(), by: namedRefSchema.nullable() });

export const rentalBikeSchema = z.object({ id: z.number(), frameNumber: z.string(), name: z.string(), size: z.string().nullable() });

export const rentalSchema = z.object({
  id: z.number(),
  status: rentalStatusSchema,
  /** Picked up and not back after the end day (Brussels). */
  late: z.boolean(),
  daysLate: z.number(),
  requestId: z.number().nullable(),
  company: namedRefSchema.nullable(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  days: z.number(),
  bikes: z.array(rentalBikeSchema),
  pricePerDayCents: z.number(),
  depositCents: z.number(),
  totalCents: z.number(),
  notes: z.string().nullable(),
  pickup: rentalHandoverSchema.nullable(),
  return: rentalHandoverSchema.nullable(),
  /** Photos of the bikes' condition at the pickup and at the return (added before or after recording it). */
  photos: z.object({ pickup: z.array(photoSchema), return: z.array(photoSchema) }),
  cancelledAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  /** What the caller may do now (admins only; a fleet manager reads). */
  can: z.object({ pickup: z.boolean(), return: z.boolean(), cancel: z.boolean(), changeEnd: z.boolean(), addPhotos: z.boolean() }),
});
export type Rental = z.infer<typeof rentalSchema>;

export const rentalListSchema = listOf(rentalSchema);
export const rentalListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['id', 'startDate', 'endDate', 'createdAt', 'status', 'lastname', 'totalCents']).default('startDate'),
  order: z.enum(['asc', 'desc']).default('desc'),
  status: rentalStatusSchema.optional(),
  late: queryBooleanSchema.optional(),
  companyId: idSchema.optional(),
  bikeId: idSchema.optional(),
  /** Rentals touching the period [from, to] (days, both included). */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  format: exportFormatSchema.default('json'),
});
export type RentalListQuery = z.output<typeof rentalListQuerySchema>;

/** `GET /api/bike-rentals/availability`: the rental bikes free on every day of the period (the form's choices). */
export const rentalAvailabilityQuerySchema = z
  .object({ startDate: isoDateSchema, endDate: isoDateSchema, exceptRentalId: idSchema.optional() })
  .superRefine(checkPeriod);
export const rentalAvailabilitySchema = z.object({
  data: z.array(rentalBikeSchema.extend({ location: z.string().nullable(), batteryWh: z.number().nullable() })),
});

/** A public rental request still open, to turn into a rental (`GET /api/bike-rentals/requests`). */
export const rentalRequestSchema = z.object({
  id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  bikes: z.number().nullable(),
  startDate: isoDateSchema.nullable(),
  endDate: isoDateSchema.nullable(),
  size: z.string().nullable(),
  rideType: z.string().nullable(),
  comment: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});
export type RentalRequest = z.infer<typeof rentalRequestSchema>;
export const rentalRequestListSchema = z.object({ data: z.array(rentalRequestSchema) });

export const rentalPhotoParamsSchema = z.object({
  id: idSchema,
  stage: rentalPhotoStageSchema,
  index: z.coerce.number().int().min(0).max(100),
});
export const rentalPhotoStageParamsSchema = z.object({ id: idSchema, stage: rentalPhotoStageSchema });
