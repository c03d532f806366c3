import { z } from 'zod';
import {
  centsSchema,
  exportFormatSchema,
  historyEntrySchema,
  idSchema,
  INT4_MAX,
  isoDateSchema,
  isoDateTimeSchema,
  listOf,
  listQuerySchema,
  namedRefSchema,
  optionalText,
  personRefSchema,
  queryBooleanSchema,
  requiredText,
} from '../contracts/common';
import { OTHER_ADDRESS_FLAT_CENTS, replacementBikeCents } from '../pricing';

/**
 * Maintenance requests (entretiens, issue 12, decision 029): the customer's request, the workshop's date proposals
 * and the job's steps. Rules first, then the API contract.
 */

export const MAINTENANCE_LOCATIONS = ['shop', 'company', 'other'] as const;
export type MaintenanceLocation = (typeof MAINTENANCE_LOCATIONS)[number];

/** Seed §4: the workshop's steps, in order. */
export const MAINTENANCE_STEPS = ['reception', 'diagnosis', 'quote', 'waiting_for_part', 'in_progress', 'completed'] as const;
export type MaintenanceStep = (typeof MAINTENANCE_STEPS)[number];

/** Seed §4: the lists the workshop and the customer filter on; each request is in exactly one. */
export const MAINTENANCE_FILTERS = [
  'automatically_scheduled',
  'to_schedule',
  'waiting_client_answer',
  'waiting_workshop_confirmation',
  'at_workshop',
  'waiting_for_parts',
  'finished',
] as const;
export type MaintenanceFilter = (typeof MAINTENANCE_FILTERS)[number];

/** A proposed date is accepted or refused (with a comment); the others still open when one is accepted are withdrawn. */
export const DATE_PROPOSAL_STATUSES = ['proposed', 'accepted', 'refused', 'withdrawn'] as const;
export type DateProposalStatus = (typeof DATE_PROPOSAL_STATUSES)[number];

/** Longest replacement asked in one request (the shop's pool is small; longer needs a rental). */
export const MAX_REPLACEMENT_DAYS = 60;

export type MaintenanceFees = { replacementBikeCents: number; addressFeeCents: number };

/**
 * Seed §9: a replacement bike costs 10 € a day; a repair at another address 25 € flat. At the shop or at the
 * customer's company there is no address fee (decision 029: the company is where the fleet is serviced).
 */
export function maintenanceFees(r: {
  location: MaintenanceLocation;
  replacementBike: boolean;
  replacementDays?: number | null;
}): MaintenanceFees {
  const days = r.replacementBike ? Math.max(0, Math.trunc(r.replacementDays ?? 0)) : 0;
  return { replacementBikeCents: replacementBikeCents(days), addressFeeCents: r.location === 'other' ? OTHER_ADDRESS_FLAT_CENTS : 0 };
}

export const totalFeesCents = (f: MaintenanceFees) => f.replacementBikeCents + f.addressFeeCents;

/** Steps only go forward; a step may be skipped (no quote needed, no part to wait for), never repeated or undone. */
export function canAdvanceStep(from: MaintenanceStep | null, to: MaintenanceStep): boolean {
  const i = from === null ? -1 : MAINTENANCE_STEPS.indexOf(from);
  return MAINTENANCE_STEPS.indexOf(to) > i;
}

export function nextMaintenanceSteps(from: MaintenanceStep | null): MaintenanceStep[] {
  return MAINTENANCE_STEPS.filter((s) => canAdvanceStep(from, s));
}

/**
 * Which seed §4 list a request is in. Once the bike is at the workshop, its step decides. Before that:
 * a fixed date (accepted by the customer, or set when staff typed the request) is "automatically scheduled";
 * open proposals wait for the client; proposals all refused wait for the workshop's new ones; else to schedule.
 */
export function maintenanceFilterOf(r: {
  step: MaintenanceStep | null;
  scheduledAt: string | Date | null;
  proposals: readonly DateProposalStatus[];
}): MaintenanceFilter {
  if (r.step === 'completed') return 'finished';
  if (r.step === 'waiting_for_part') return 'waiting_for_parts';
  if (r.step !== null) return 'at_workshop';
  if (r.scheduledAt !== null) return 'automatically_scheduled';
  if (r.proposals.includes('proposed')) return 'waiting_client_answer';
  if (r.proposals.includes('refused')) return 'waiting_workshop_confirmation';
  return 'to_schedule';
}

/** Who handles the workshop side: propose dates, move steps, set priority, type a request for someone. */
export const WORKSHOP_PERMISSIONS = ['admin', 'bikeMechanic'] as const;

// ---- API contract -------------------------------------------------------------------------------------------------

const refId = z.number().int().positive().max(INT4_MAX);
export const maintenanceLocationSchema = z.enum(MAINTENANCE_LOCATIONS);
export const maintenanceStepSchema = z.enum(MAINTENANCE_STEPS);
export const maintenanceFilterSchema = z.enum(MAINTENANCE_FILTERS);
export const dateProposalStatusSchema = z.enum(DATE_PROPOSAL_STATUSES);

/**
 * `POST /api/maintenance-requests`: one bike (a stock bike or an external bike), the problem, where, and a
 * replacement bike. `userId` lets the workshop type a request for a customer whose bike has no user.
 */
export const maintenanceRequestInputSchema = z
  .object({
    bikeId: refId.nullish().transform((v) => v ?? null),
    externalBikeId: refId.nullish().transform((v) => v ?? null),
    userId: refId.nullish().transform((v) => v ?? null),
    problem: requiredText(5000),
    mileageKm: z
      .number()
      .int()
      .min(0)
      .max(1_000_000)
      .nullish()
      .transform((v) => v ?? null),
    maxBudgetCents: centsSchema.nullish().transform((v) => v ?? null),
    location: maintenanceLocationSchema,
    address: optionalText(300),
    replacementBike: z.boolean(),
    replacementDays: z
      .number()
      .int()
      .min(1)
      .max(MAX_REPLACEMENT_DAYS)
      .nullish()
      .transform((v) => v ?? null),
    desiredDate: isoDateSchema.nullish().transform((v) => v ?? null),
    /** The store whose workshop does the job; the first store when not given. */
    storeId: refId.nullish().transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    if ((v.bikeId === null) === (v.externalBikeId === null))
      ctx.addIssue({ code: 'custom', path: ['bikeId'], message: v.bikeId === null ? 'required' : 'invalid' });
    if (v.location === 'other' && v.address === null) ctx.addIssue({ code: 'custom', path: ['address'], message: 'required' });
    if (v.replacementBike && v.replacementDays === null) ctx.addIssue({ code: 'custom', path: ['replacementDays'], message: 'required' });
  });
export type MaintenanceRequestInput = z.output<typeof maintenanceRequestInputSchema>;

export const maintenanceFeesSchema = z.object({ replacementBikeCents: z.number(), addressFeeCents: z.number() });
export const maintenanceRequestCreatedSchema = z.object({ id: z.number(), fees: maintenanceFeesSchema });

export const maintenanceBikeRefSchema = z.object({
  kind: z.enum(['stock', 'external']),
  id: z.number(),
  label: z.string(),
  frameNumber: z.string().nullable(),
});

export const maintenanceRequestSchema = z.object({
  id: z.number(),
  bike: maintenanceBikeRefSchema,
  customer: personRefSchema.nullable(),
  company: namedRefSchema.nullable(),
  problem: z.string(),
  mileageKm: z.number().nullable(),
  maxBudgetCents: z.number().nullable(),
  location: maintenanceLocationSchema,
  address: z.string().nullable(),
  replacementBike: z.boolean(),
  replacementDays: z.number().nullable(),
  desiredDate: z.string().nullable(),
  store: namedRefSchema.nullable(),
  estimatedMinutes: z.number(),
  fees: maintenanceFeesSchema,
  step: maintenanceStepSchema.nullable(),
  filter: maintenanceFilterSchema,
  priority: z.boolean(),
  scheduledAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type MaintenanceRequest = z.infer<typeof maintenanceRequestSchema>;

export const dateProposalSchema = z.object({
  id: z.number(),
  date: isoDateTimeSchema,
  status: dateProposalStatusSchema,
  comment: z.string().nullable(),
  proposedAt: isoDateTimeSchema,
  proposedBy: personRefSchema.nullable(),
  answeredAt: isoDateTimeSchema.nullable(),
  answeredBy: personRefSchema.nullable(),
});
export type DateProposal = z.infer<typeof dateProposalSchema>;

export const maintenanceStepEntrySchema = z.object({ step: maintenanceStepSchema, at: isoDateTimeSchema, by: personRefSchema.nullable() });

/** One request with its steps (oldest first), its date proposals (newest first) and its history. */
export const maintenanceRequestDetailSchema = maintenanceRequestSchema.extend({
  steps: z.array(maintenanceStepEntrySchema),
  nextSteps: z.array(maintenanceStepSchema),
  proposals: z.array(dateProposalSchema),
  history: z.array(historyEntrySchema),
  /** What the caller may do here: the web shows only those buttons. */
  can: z.object({ answer: z.boolean(), manage: z.boolean() }),
  /** Photos of the problem; `url` serves the image to whoever sees the request. */
  photos: z.array(z.object({ key: z.string(), url: z.string() })),
});
export type MaintenanceRequestDetail = z.infer<typeof maintenanceRequestDetailSchema>;

export const maintenanceRequestListSchema = listOf(maintenanceRequestSchema);
export const maintenanceRequestListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['createdAt', 'id', 'desiredDate', 'scheduledAt']).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  filter: maintenanceFilterSchema.optional(),
  companyId: idSchema.optional(),
  priority: queryBooleanSchema.optional(),
  format: exportFormatSchema.default('json'),
});
export type MaintenanceRequestListQuery = z.output<typeof maintenanceRequestListQuerySchema>;

export const dateProposalsInputSchema = z.object({
  dates: z
    .array(isoDateTimeSchema)
    .min(1)
    .max(5)
    .refine((d) => new Set(d).size === d.length, { message: 'duplicate' }),
  /** How long the job is expected to take: each proposed day must still have that much room (409 capacity_full). */
  estimatedMinutes: z
    .number()
    .int()
    .min(15)
    .max(8 * 60)
    .optional(),
});
export const dateProposalRefuseSchema = z.object({ comment: requiredText(2000) });
export const maintenanceStepInputSchema = z.object({ step: maintenanceStepSchema });
export const maintenancePriorityInputSchema = z.object({ priority: z.boolean() });
/** How long the workshop expects the job to take (feeds the capacity's booked minutes): a quarter of an hour to a day. */
export const MIN_ESTIMATED_MINUTES = 15;
export const MAX_ESTIMATED_MINUTES = 8 * 60;
export const maintenanceEstimateInputSchema = z.object({
  estimatedMinutes: z.number().int().min(MIN_ESTIMATED_MINUTES).max(MAX_ESTIMATED_MINUTES),
});
export const proposalParamsSchema = z.object({ id: idSchema, proposalId: idSchema });

/** `GET /api/me/bikes`: my stock bikes (contract) and my external bikes, each with recent history and requests. */
export const myBikeSchema = z.object({
  kind: z.enum(['stock', 'external']),
  id: z.number(),
  label: z.string(),
  frameNumber: z.string().nullable(),
  contractKind: z.string().nullable(),
  history: z.array(z.object({ kind: z.string(), at: isoDateTimeSchema })),
  maintenance: z.array(
    z.object({
      id: z.number(),
      problem: z.string(),
      step: maintenanceStepSchema.nullable(),
      filter: maintenanceFilterSchema,
      createdAt: isoDateTimeSchema,
    }),
  ),
});
export type MyBike = z.infer<typeof myBikeSchema>;
export const myBikesSchema = z.object({ data: z.array(myBikeSchema) });

/** `GET /api/maintenance-requests/bike-lookup?frameNumber=`: the workshop finds the bike (and its rider) to type a request for. */
export const bikeLookupQuerySchema = z.object({ frameNumber: requiredText(60) });
export const bikeLookupSchema = z.object({ data: z.array(myBikeSchema.extend({ customer: personRefSchema.nullable() })) });
export const maintenancePhotoParamsSchema = z.object({ id: idSchema, index: z.coerce.number().int().min(0).max(50) });
