import { z } from 'zod';
import {
  centsSchema,
  exportFormatSchema,
  idSchema,
  isoDateTimeSchema,
  listOf,
  listQuerySchema,
  queryBooleanSchema,
} from '../contracts/common';
import { LOCALES, type Locale } from '../locale';

/** The workshop's price list (spec §3 Service price): a service in three languages, priced VAT included, per store. */
export const SERVICE_CATEGORIES = ['other', 'steering', 'brakes', 'cleaning', 'pack', 'crankset', 'wheels', 'transmission'] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

/** The languages a description lacks (spec §5: all three are required). */
export function missingTranslations(description: Partial<Record<Locale, string | null | undefined>>): Locale[] {
  return LOCALES.filter((l) => !description[l]?.trim());
}

// A missing language is not a schema error: the API answers it with its own code, translations_required.
const descriptionInput = z.object({
  fr: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((v) => v ?? ''),
  nl: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((v) => v ?? ''),
  en: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((v) => v ?? ''),
});

/** `POST /api/service-prices`, `PUT /api/service-prices/{id}`. */
export const servicePriceInputSchema = z.object({
  description: descriptionInput,
  category: z.enum(SERVICE_CATEGORIES),
  priceInclVatCents: centsSchema,
  storeId: z.number().int().positive().max(2_147_483_647),
  displayed: z.boolean().default(true),
});
export type ServicePriceInput = z.output<typeof servicePriceInputSchema>;

export const servicePriceSchema = z.object({
  id: z.number(),
  description: z.object({ fr: z.string(), nl: z.string(), en: z.string() }),
  category: z.enum(SERVICE_CATEGORIES),
  priceInclVatCents: z.number(),
  /** How the price splits when the service is put on a quote: at the repair (labour) rate, VAT included. */
  vat: z.object({ rate: z.number(), netCents: z.number(), vatCents: z.number() }),
  store: z.object({ id: z.number(), name: z.string() }),
  displayed: z.boolean(),
  /** What the service billed over the last 12 months (jobs' lines; 0 until jobs name it). */
  billedLast12MonthsCents: z.number(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type ServicePrice = z.infer<typeof servicePriceSchema>;

export const SERVICE_PRICE_SORTS = ['id', 'description', 'category', 'priceInclVatCents', 'store', 'createdAt', 'updatedAt'] as const;
export const servicePriceListSchema = listOf(servicePriceSchema);
export const servicePriceListQuerySchema = listQuerySchema.extend({
  sort: z.enum(SERVICE_PRICE_SORTS).default('category'),
  order: z.enum(['asc', 'desc']).default('asc'),
  category: z.enum(SERVICE_CATEGORIES).optional(),
  storeId: idSchema.optional(),
  displayed: queryBooleanSchema.optional(),
  format: exportFormatSchema.default('json'),
});
export type ServicePriceListQuery = z.output<typeof servicePriceListQuerySchema>;

/** `GET /api/workshop/vat-rates`: the repair rates in force (decision 030). */
export const repairVatRatesSchema = z.object({ labour: z.number(), part: z.number() });
