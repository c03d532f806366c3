import { z } from 'zod';
import { systemClock } from '../brussels-time';
import { FRAME_TYPES } from '../catalog';
import { TRADE_IN_CONDITIONS } from '../trade-in';
import {
  emailSchema,
  isoDateTimeSchema,
  listOf,
  listQuerySchema,
  localeSchema,
  optionalPhone,
  optionalText,
  personRefSchema,
  requiredPhone,
  requiredText,
} from './common';

export const REQUEST_TYPES = ['contact', 'trade_in', 'leasing', 'test_ride'] as const;
export const REQUEST_STATUSES = ['new', 'in_progress', 'answered', 'closed'] as const;
export const RIDE_TYPES = ['vtt', 'ravel', 'city'] as const;
/** How many requests one address may send in an hour, all forms together. */
export const PUBLIC_REQUESTS_PER_HOUR = 10;

const contact = {
  firstname: requiredText(80),
  lastname: requiredText(80),
  email: emailSchema,
  locale: localeSchema.default('fr'),
};

/** Contact form: the starred fields are first name, last name, e-mail and message. */
export const contactRequestSchema = z.object({
  ...contact,
  phone: optionalPhone(),
  subject: optionalText(120),
  message: requiredText(5000),
});

export const tradeInRequestSchema = z.object({
  ...contact,
  phone: optionalPhone(),
  brand: requiredText(60),
  model: optionalText(120),
  year: z.number().int().min(1990).max(2100),
  batteryWh: z.number().int().min(100).max(3000),
  condition: z.enum(TRADE_IN_CONDITIONS),
  comment: optionalText(2000),
});
export const tradeInResponseSchema = z.object({ id: z.number(), estimate: z.object({ minCents: z.number(), maxCents: z.number() }) });

export const leasingRequestSchema = z.object({
  ...contact,
  phone: requiredPhone(),
  companyName: optionalText(120),
  bikeSlug: optionalText(120),
  contractMonths: z
    .number()
    .int()
    .min(12)
    .max(60)
    .nullish()
    .transform((v) => v ?? null),
  message: optionalText(5000),
});

/** Seed §3 "Rental or test-ride request", every field. */
export const testRideRequestSchema = z
  .object({
    ...contact,
    phone: requiredPhone(),
    kind: z.enum(['rental', 'test_ride']),
    bikes: z.number().int().min(1).max(20),
    // An instant is the same moment in every time zone: "in the past" is judged against now, as in Brussels.
    start: isoDateTimeSchema.refine((v) => Date.parse(v) >= systemClock.now().getTime(), { message: 'in_the_past' }),
    end: isoDateTimeSchema,
    rideType: z.enum(RIDE_TYPES),
    size: z.enum(['S', 'M', 'L', 'XL']),
    frameType: z.enum(FRAME_TYPES),
    helmets: z.number().int().min(0).max(20).default(0),
    bags: z.number().int().min(0).max(20).default(0),
    comment: optionalText(2000),
    storeId: z
      .number()
      .int()
      .positive()
      .nullish()
      .transform((v) => v ?? null),
    bikeSlug: optionalText(120),
  })
  .superRefine((v, ctx) => {
    if (Date.parse(v.end) <= Date.parse(v.start)) ctx.addIssue({ code: 'custom', path: ['end'], message: 'end_before_start' });
  });
export const requestCreatedSchema = z.object({ id: z.number() });

export const requestTypeSchema = z.enum(REQUEST_TYPES);
export const requestStatusSchema = z.enum(REQUEST_STATUSES);
export const publicRequestSchema = z.object({
  id: z.number(),
  type: requestTypeSchema,
  status: requestStatusSchema,
  locale: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
  /** The store a rental / test ride was asked at, by name (the payload keeps only its id). */
  store: z.object({ id: z.number(), name: z.string() }).nullable(),
  handledBy: z.object({ id: z.number(), name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const requestListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['createdAt']).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  type: requestTypeSchema.optional(),
  status: requestStatusSchema.optional(),
});
export const requestListSchema = listOf(publicRequestSchema);
export const requestStatusChangeSchema = z.object({ status: requestStatusSchema });
export const requestResponseSchema = z.object({ request: publicRequestSchema });

/** An answer sent by e-mail to the requester from the back office. */
export const requestReplyInputSchema = z.object({ message: requiredText(5000) });
export const requestReplySchema = z.object({ id: z.number(), message: z.string(), author: personRefSchema.nullable(), sentAt: z.string() });
export const REQUEST_HISTORY_KINDS = ['received', 'status_changed', 'replied'] as const;
/** One line of a request's history, newest first: received, a status change or a reply, with who and when. */
export const requestHistoryEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(REQUEST_HISTORY_KINDS),
  at: z.string(),
  actor: personRefSchema.nullable(),
  from: requestStatusSchema.nullable(),
  to: requestStatusSchema.nullable(),
  message: z.string().nullable(),
});
export const requestDetailSchema = publicRequestSchema.extend({
  replies: z.array(requestReplySchema),
  history: z.array(requestHistoryEntrySchema),
});
export const requestDetailResponseSchema = z.object({ request: requestDetailSchema });
