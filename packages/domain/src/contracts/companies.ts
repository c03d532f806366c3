import { z } from 'zod';
import { COMPANY_PROCESS_STEPS, emailDomainIssue, normalizeEmailDomain, normalizeVatNumber, vatNumberIssue } from '../companies';
import {
  emailSchema,
  exportFormatSchema,
  isoDateTimeSchema,
  listOf,
  listQuerySchema,
  optionalPhone,
  optionalText,
  personRefSchema,
  queryBooleanSchema,
  requiredText,
  idSchema,
  localeSchema,
  nameTranslationsOutSchema,
  nameTranslationsSchema,
} from './common';

// ---------- addresses ----------

export const addressSchema = z.object({
  street: requiredText(200),
  postalCode: requiredText(20),
  city: requiredText(120),
  /** ISO 3166 alpha-2, e.g. BE. */
  country: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => /^[A-Z]{2}$/.test(v), { message: 'invalid' })
    .default('BE'),
});
export type AddressInput = z.input<typeof addressSchema>;
export const addressOutSchema = z.object({ street: z.string(), postalCode: z.string(), city: z.string(), country: z.string() });
export type Address = z.infer<typeof addressOutSchema>;

// ---------- companies ----------

/** Stored normalised (BE0403170701); a BE number must pass the mod-97 check. Empty = none. */
export const vatNumberSchema = z
  .string()
  .max(40)
  .nullish()
  .transform((v) => (v && v.trim() ? normalizeVatNumber(v) : null))
  .superRefine((v, ctx) => {
    if (v && vatNumberIssue(v)) ctx.addIssue({ code: 'custom', message: 'invalid_vat_number' });
  });

/** The company's e-mail domains (sign-up's professional-address check): normalised, valid, each once. */
export const emailDomainsSchema = z
  .array(z.string().max(253))
  .max(20)
  .transform((list) => list.map(normalizeEmailDomain))
  .superRefine((list, ctx) => {
    list.forEach((domain, i) => {
      const issue = emailDomainIssue(domain);
      if (issue) ctx.addIssue({ code: 'custom', path: [i], message: issue });
      else if (list.indexOf(domain) !== i) ctx.addIssue({ code: 'custom', path: [i], message: 'duplicate' });
    });
  });

export const companyInputSchema = z.object({
  name: requiredText(160),
  vatNumber: vatNumberSchema,
  billingAddress: addressSchema.nullable().default(null),
  /** null: deliveries go to the billing address. */
  deliveryAddress: addressSchema.nullable().default(null),
  emailDomains: emailDomainsSchema.default([]),
  selfRegistration: z.boolean().default(true),
  /** The language of the company's bills (decision 060). */
  language: localeSchema.default('fr'),
});
export type CompanyInput = z.input<typeof companyInputSchema>;
export type CompanyInputParsed = z.output<typeof companyInputSchema>;

export const companySchema = z.object({
  id: z.number(),
  name: z.string(),
  vatNumber: z.string().nullable(),
  billingAddress: addressOutSchema.nullable(),
  deliveryAddress: addressOutSchema.nullable(),
  language: localeSchema,
  emailDomains: z.array(z.string()),
  selfRegistration: z.boolean(),
  quizRequired: z.boolean(),
  access: z.string(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Company = z.infer<typeof companySchema>;

export const companyListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['name', 'createdAt']).default('name'),
  selfRegistration: queryBooleanSchema.optional(),
  hasFleetManager: queryBooleanSchema.optional(),
  format: exportFormatSchema.default('json'),
});
export type CompanyListQuery = z.input<typeof companyListQuerySchema>;

export const companyListItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  vatNumber: z.string().nullable(),
  city: z.string().nullable(),
  emailDomains: z.array(z.string()),
  selfRegistration: z.boolean(),
  userCount: z.number(),
  fleetManagerCount: z.number(),
  createdAt: isoDateTimeSchema,
});
export type CompanyListItem = z.infer<typeof companyListItemSchema>;
export const companyListSchema = listOf(companyListItemSchema);

// ---------- contacts ----------

export const COMPANY_CONTACT_TYPES = ['contact', 'billing', 'billing_copy'] as const;
export const companyContactTypeSchema = z.enum(COMPANY_CONTACT_TYPES);

export const contactInputSchema = z.object({
  firstname: requiredText(80),
  lastname: requiredText(80),
  email: emailSchema,
  phone: optionalPhone(),
  /** Their function at the company ("CFO", "office manager"). */
  role: optionalText(120),
  type: companyContactTypeSchema.default('contact'),
});
export type ContactInput = z.input<typeof contactInputSchema>;

export const contactSchema = z.object({
  id: z.number(),
  companyId: z.number(),
  companyName: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.string().nullable(),
  type: companyContactTypeSchema,
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Contact = z.infer<typeof contactSchema>;

export const contactListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['lastname', 'email', 'createdAt']).default('lastname'),
  type: companyContactTypeSchema.optional(),
});
/** All contacts (admin): the same, plus a company filter; `format=csv|xlsx` downloads the filtered list. */
export const allContactsQuerySchema = contactListQuerySchema.extend({
  companyId: idSchema.optional(),
  format: exportFormatSchema.default('json'),
});
export const contactListSchema = listOf(contactSchema);

// ---------- documents ----------

/** PDF, JPG or PNG, judged by content. */
export const COMPANY_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const COMPANY_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

export const companyDocumentSchema = z.object({
  id: z.number(),
  companyId: z.number(),
  name: z.string(),
  contentType: z.enum(COMPANY_DOCUMENT_TYPES),
  size: z.number(),
  uploadedBy: personRefSchema.nullable(),
  createdAt: isoDateTimeSchema,
  /** Download link (same-origin, needs the session). */
  url: z.string(),
});
export type CompanyDocument = z.infer<typeof companyDocumentSchema>;
export const companyDocumentListSchema = listOf(companyDocumentSchema);
export const companyDocumentParamsSchema = z.object({ id: idSchema, docId: idSchema });

// ---------- onboarding process ----------

export const companyProcessStepSchema = z.enum(COMPANY_PROCESS_STEPS);
export const companyProcessSchema = z.object({
  companyId: z.number(),
  steps: z.array(
    z.object({
      step: companyProcessStepSchema,
      done: z.boolean(),
      doneAt: isoDateTimeSchema.nullable(),
      doneBy: personRefSchema.nullable(),
    }),
  ),
  /** How many steps are done, out of steps.length. */
  doneCount: z.number(),
});
export type CompanyProcess = z.infer<typeof companyProcessSchema>;
export const companyProcessParamsSchema = z.object({ id: idSchema, step: companyProcessStepSchema });

// ---------- buildings ----------

export const buildingInputSchema = z.object({
  name: requiredText(120),
  nameTranslations: nameTranslationsSchema(120),
  address: addressSchema,
});
export type BuildingInput = z.input<typeof buildingInputSchema>;
export const buildingSchema = z.object({
  id: z.number(),
  companyId: z.number(),
  name: z.string(),
  nameTranslations: nameTranslationsOutSchema,
  address: addressOutSchema,
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Building = z.infer<typeof buildingSchema>;
export const buildingListQuerySchema = listQuerySchema.extend({ sort: z.enum(['name', 'createdAt']).default('name') });
export const buildingListSchema = listOf(buildingSchema);
