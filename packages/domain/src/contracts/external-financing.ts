import { z } from 'zod';
import { FINANCING_STATUSES } from '../insurance-follow-ups';
import {
  centsSchema,
  exportFormatSchema,
  idSchema,
  INT4_MAX,
  isoDateSchema,
  isoDateTimeSchema,
  listOf,
  listQuerySchema,
  namedRefSchema,
  optionalText,
  requiredText,
} from './common';

/** External financing of bikes (spec §2 `bills/external-financing-bikes`, decision 051). Money in integer cents. */
export const financingStatusSchema = z.enum(FINANCING_STATUSES);

const refId = z.number().int().positive().max(INT4_MAX);

/** The annual rate in basis points (hundredths of a percent): 5.49 % is 549; at most 50 %. */
export const rateBasisPointsSchema = z.number().int().min(0).max(5000);

const financingFields = {
  bikeId: refId,
  financier: requiredText(120),
  contractReference: requiredText(60),
  financedAmountCents: centsSchema,
  rateBasisPoints: rateBasisPointsSchema,
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  monthlyInstalmentCents: centsSchema,
  status: financingStatusSchema,
  notes: optionalText(2000),
};

const datesInOrder = (v: { startDate?: string; endDate?: string }, ctx: z.RefinementCtx) => {
  if (v.startDate && v.endDate && v.endDate < v.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'end_before_start' });
};

/** `POST /api/external-financing`: a bike financed by a third party. */
export const financingInputSchema = z
  .object({ ...financingFields, status: financingStatusSchema.default('active') })
  .superRefine(datesInOrder);
export type BikeFinancingInput = z.output<typeof financingInputSchema>;
/** `PATCH /api/external-financing/{id}`: any of the fields; the dates are checked again against the stored ones. */
export const financingPatchSchema = z.object(financingFields).partial().superRefine(datesInOrder);
export type BikeFinancingPatch = z.output<typeof financingPatchSchema>;

/** A bike as the billing lists show it: frame number, "brand model", and the company it is assigned to. */
export const billingBikeRefSchema = z.object({
  id: z.number(),
  frameNumber: z.string(),
  label: z.string(),
  company: namedRefSchema.nullable(),
});
export type BillingBikeRef = z.infer<typeof billingBikeRefSchema>;

export const financingSchema = z.object({
  id: z.number(),
  bike: billingBikeRefSchema,
  financier: z.string(),
  contractReference: z.string(),
  financedAmountCents: z.number(),
  rateBasisPoints: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  monthlyInstalmentCents: z.number(),
  status: financingStatusSchema,
  notes: z.string().nullable(),
  /** Active and ending within FINANCING_ENDING_SOON_DAYS. */
  endingSoon: z.boolean(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Financing = z.infer<typeof financingSchema>;
export const financingListSchema = listOf(financingSchema);

/** The "ending soon" filter's default window, in days. */
export const FINANCING_ENDING_SOON_DAYS = 90;

export const financingListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['endDate', 'startDate', 'financier', 'financedAmountCents', 'id']).default('endDate'),
  order: z.enum(['asc', 'desc']).default('asc'),
  financier: z.string().trim().max(120).optional(),
  status: financingStatusSchema.optional(),
  bikeId: idSchema.optional(),
  /** Active financings ending between today and today + this many days. */
  endingWithinDays: z.coerce.number().int().min(1).max(3650).optional(),
  format: exportFormatSchema.default('json'),
});
export type FinancingListQuery = z.output<typeof financingListQuerySchema>;
/** The financiers named so far, for the list's filter. */
export const financierListSchema = z.object({ data: z.array(z.string()) });
