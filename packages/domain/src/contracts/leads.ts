import { z } from 'zod';
import { LEAD_SOURCES, LEAD_STATUSES } from '../leads';
import {
  emailSchema,
  exportFormatSchema,
  idSchema,
  INT4_MAX,
  isoDateTimeSchema,
  listOf,
  listQuerySchema,
  localeSchema,
  namedRefSchema,
  optionalPhone,
  optionalText,
  requiredText,
} from './common';

export const leadStatusSchema = z.enum(LEAD_STATUSES);
export const leadSourceSchema = z.enum(LEAD_SOURCES);

const refId = z.number().int().positive().max(INT4_MAX);

/**
 * `POST /api/leads` and `PUT /api/leads/{id}`: a person (and their company, if any) interested in a bike.
 * `requestId` links a lead typed from a public request (a contact message) to it.
 */
export const leadInputSchema = z.object({
  source: leadSourceSchema.default('typed'),
  requestId: refId.nullish().transform((v) => v ?? null),
  firstname: requiredText(80),
  lastname: requiredText(80),
  email: emailSchema,
  phone: optionalPhone(),
  companyName: optionalText(120),
  vatNumber: optionalText(30),
  locale: localeSchema.default('fr'),
  modelId: refId.nullish().transform((v) => v ?? null),
  size: z
    .string()
    .trim()
    .max(20)
    .nullish()
    .transform((v) => v || null),
  message: optionalText(5000),
});
export type LeadInput = z.output<typeof leadInputSchema>;

export const leadStatusRequestSchema = z.object({ status: leadStatusSchema });
export const leadNoteInputSchema = z.object({ body: requiredText(5000) });

export const leadNoteSchema = z.object({ id: z.number(), body: z.string(), author: namedRefSchema.nullable(), at: isoDateTimeSchema });

export const leadSchema = z.object({
  id: z.number(),
  status: leadStatusSchema,
  source: leadSourceSchema,
  requestId: z.number().nullable(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  companyName: z.string().nullable(),
  vatNumber: z.string().nullable(),
  locale: localeSchema,
  model: z.object({ id: z.number(), name: z.string() }).nullable(),
  size: z.string().nullable(),
  message: z.string().nullable(),
  offerId: z.number().nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Lead = z.infer<typeof leadSchema>;

/**
 * One lead with its notes (newest first), the statuses it may move to, and whom it matches among the customers:
 * a user with the same e-mail, else a company with the same VAT number or name (the offer form preselects them).
 */
export const leadDetailSchema = leadSchema.extend({
  notes: z.array(leadNoteSchema),
  nextStatuses: z.array(leadStatusSchema),
  canMakeOffer: z.boolean(),
  match: z.object({ company: namedRefSchema.nullable(), user: namedRefSchema.nullable() }),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

export const leadListSchema = listOf(leadSchema);
export const leadListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['id', 'createdAt', 'status', 'lastname']).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  status: leadStatusSchema.optional(),
  source: leadSourceSchema.optional(),
  format: exportFormatSchema.default('json'),
});
export type LeadListQuery = z.output<typeof leadListQuerySchema>;

export const leadIdParamSchema = z.object({ id: idSchema });
