import { z } from 'zod';
import { INSURANCE_KINDS, INSURANCE_STATUSES } from '../insurance-follow-ups';
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
import { billingBikeRefSchema } from './external-financing';

/** Insurance follow-ups (spec §2 `bills/insurance-follow-ups`, decision 051): claims and renewals per insured bike. */
export const insuranceKindSchema = z.enum(INSURANCE_KINDS);
export const insuranceStatusSchema = z.enum(INSURANCE_STATUSES);

const refId = z.number().int().positive().max(INT4_MAX);
const optionalCents = centsSchema.nullish().transform((v) => v ?? null);

const editableFields = {
  eventDate: isoDateSchema,
  description: requiredText(5000),
  amountClaimedCents: optionalCents,
  amountPaidCents: optionalCents,
  /** The insurer's name; the bike's insurer when left empty. */
  insurer: optionalText(80),
  /** The insurer's own reference of the claim or renewal. */
  claimReference: optionalText(60),
};

/** `POST /api/insurance-follow-ups`: a claim (theft, damage) or a renewal of an insured bike; it starts `open`. */
export const insuranceInputSchema = z.object({ bikeId: refId, kind: insuranceKindSchema, ...editableFields });
export type InsuranceInput = z.output<typeof insuranceInputSchema>;
/** `PATCH /api/insurance-follow-ups/{id}`: corrects the data (not the bike, kind or status) until it is closed. */
export const insurancePatchSchema = z.object(editableFields).partial();
export type InsurancePatch = z.output<typeof insurancePatchSchema>;

/** `POST /api/insurance-follow-ups/{id}/transitions`: the next status; `paid` takes the amount paid. */
export const insuranceTransitionSchema = z.object({
  status: insuranceStatusSchema,
  amountPaidCents: centsSchema.optional(),
  note: optionalText(1000),
});
export type InsuranceTransition = z.output<typeof insuranceTransitionSchema>;

export const insuranceFollowUpSchema = z.object({
  id: z.number(),
  bike: billingBikeRefSchema,
  company: namedRefSchema.nullable(),
  kind: insuranceKindSchema,
  status: insuranceStatusSchema,
  eventDate: z.string(),
  description: z.string(),
  amountClaimedCents: z.number().nullable(),
  amountPaidCents: z.number().nullable(),
  insurer: z.string().nullable(),
  insurancePolicy: z.string().nullable(),
  claimReference: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type InsuranceFollowUp = z.infer<typeof insuranceFollowUpSchema>;

export const insuranceStepSchema = z.object({
  id: z.number(),
  from: insuranceStatusSchema.nullable(),
  to: insuranceStatusSchema,
  note: z.string().nullable(),
  actor: namedRefSchema.nullable(),
  at: isoDateTimeSchema,
});
export const INSURANCE_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const insuranceDocumentSchema = z.object({
  id: z.number(),
  name: z.string(),
  contentType: z.enum(['application/pdf', 'image/jpeg', 'image/png']),
  size: z.number(),
  uploadedBy: namedRefSchema.nullable(),
  createdAt: isoDateTimeSchema,
  url: z.string(),
});
export type InsuranceDocument = z.infer<typeof insuranceDocumentSchema>;
export const insuranceDocumentListSchema = listOf(insuranceDocumentSchema);

/** One follow-up with its status history (oldest first), its documents, and what the caller may do next. */
export const insuranceFollowUpDetailSchema = insuranceFollowUpSchema.extend({
  steps: z.array(insuranceStepSchema),
  documents: z.array(insuranceDocumentSchema),
  nextStatuses: z.array(insuranceStatusSchema),
  editable: z.boolean(),
});
export type InsuranceFollowUpDetail = z.infer<typeof insuranceFollowUpDetailSchema>;

export const insuranceFollowUpListSchema = listOf(insuranceFollowUpSchema);
export const insuranceFollowUpListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['createdAt', 'eventDate', 'status', 'id']).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  kind: insuranceKindSchema.optional(),
  status: insuranceStatusSchema.optional(),
  bikeId: idSchema.optional(),
  companyId: idSchema.optional(),
  format: exportFormatSchema.default('json'),
});
export type InsuranceFollowUpListQuery = z.output<typeof insuranceFollowUpListQuerySchema>;

/** A policy ending within RENEWAL_DUE_DAYS, from the bike's insuranceEnd; `followUpId` an unclosed renewal already opened. */
export const renewalDueSchema = z.object({
  bike: billingBikeRefSchema,
  insurer: z.string(),
  insurancePolicy: z.string().nullable(),
  insuranceEnd: z.string(),
  daysLeft: z.number(),
  followUpId: z.number().nullable(),
});
export type RenewalDue = z.infer<typeof renewalDueSchema>;
export const renewalDueListSchema = listOf(renewalDueSchema);
export const insuranceDocumentParamsSchema = z.object({ id: idSchema, docId: idSchema });
