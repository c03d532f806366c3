import { z } from 'zod';
import { exportFormatSchema, idSchema, INT4_MAX, isoDateTimeSchema, listOf, listQuerySchema, personRefSchema } from '../contracts/common';
import { REPAIR_LINE_KINDS, repairTotals, type RepairLineKind, type RepairTotals, type RepairVatRates } from './repair-vat';

/**
 * The lines of a maintenance job (quote and job, issue 12, decision 030): labour (hours × rate, excl. VAT), parts
 * (excl. VAT, from the accessory catalogue or typed), services from the price list (incl. VAT, as listed).
 */
const MAX_UNIT_CENTS = 10_000_000;
const MAX_QUANTITY = 1000;

/** Quantities in hundredths at most (1.5 hours, 0.25 hour); parts taken from stock in whole pieces. */
const quantitySchema = z.number().positive().max(MAX_QUANTITY).multipleOf(0.01);
const unitSchema = z.number().int().min(0).max(MAX_UNIT_CENTS);
const description = z.string().trim().min(1).max(200);

export const jobLineInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('service'), servicePriceId: z.number().int().positive().max(INT4_MAX), quantity: quantitySchema.default(1) }),
  z.object({
    kind: z.literal('part'),
    /** A workshop part (decision 102): named and priced from its catalogue when no description or price is typed. */
    partId: z
      .number()
      .int()
      .positive()
      .max(INT4_MAX)
      .nullish()
      .transform((v) => v ?? null),
    accessoryId: z
      .number()
      .int()
      .positive()
      .max(INT4_MAX)
      .nullish()
      .transform((v) => v ?? null),
    description: description.nullish().transform((v) => v ?? null),
    quantity: quantitySchema.default(1),
    unitPriceCents: unitSchema,
  }),
  z.object({ kind: z.literal('labour'), description, quantity: quantitySchema, unitPriceCents: unitSchema }),
]);
export type JobLineInput = z.infer<typeof jobLineInputSchema>;

export const jobLineSchema = z.object({
  id: z.number(),
  kind: z.enum(REPAIR_LINE_KINDS),
  servicePriceId: z.number().nullable(),
  accessoryId: z.number().nullable(),
  partId: z.number().nullable(),
  /** In the reader's language for a service from the price list (`?lang=`, else their language); as typed otherwise. */
  description: z.string(),
  /** A price-list service's description in the three languages, so a page shows the one it is read in. */
  descriptions: z.object({ fr: z.string(), nl: z.string(), en: z.string() }).nullable(),
  quantity: z.number(),
  unitPriceCents: z.number(),
  priceIncludesVat: z.boolean(),
  vatRate: z.number(),
  amountCents: z.number(),
  createdBy: personRefSchema.nullable(),
  createdAt: isoDateTimeSchema,
});
export type JobLine = z.infer<typeof jobLineSchema>;

const rateTotalSchema = z.object({ rate: z.number(), netCents: z.number(), vatCents: z.number(), grossCents: z.number() });
export const jobTotalsSchema = z.object({
  byRate: z.array(rateTotalSchema),
  netCents: z.number(),
  vatCents: z.number(),
  grossCents: z.number(),
});

/** The quote the customer reads when the job costs more than the budget they gave. */
export const jobQuoteSchema = z.object({
  totalInclVatCents: z.number(),
  maxBudgetCents: z.number().nullable(),
  exceedsBudget: z.boolean(),
  acceptedAt: isoDateTimeSchema.nullable(),
  acceptedBy: personRefSchema.nullable(),
  acceptedCents: z.number().nullable(),
});
export type JobQuote = z.infer<typeof jobQuoteSchema>;

export const jobLinesSchema = z.object({
  lines: z.array(jobLineSchema),
  totals: jobTotalsSchema,
  quote: jobQuoteSchema,
  can: z.object({ edit: z.boolean(), accept: z.boolean() }),
});
export type JobLines = z.infer<typeof jobLinesSchema>;

export const jobLineParamsSchema = z.object({ id: idSchema, lineId: idSchema });

export const jobToBillSchema = z.object({
  requestId: z.number(),
  bikeLabel: z.string(),
  customer: personRefSchema.nullable(),
  company: z.object({ id: z.number(), name: z.string() }).nullable(),
  completedAt: isoDateTimeSchema.nullable(),
  lineCount: z.number(),
  totals: jobTotalsSchema,
});
export type JobToBill = z.infer<typeof jobToBillSchema>;
export const jobsToBillSchema = listOf(jobToBillSchema);
export const jobsToBillQuerySchema = listQuerySchema.extend({ format: exportFormatSchema.default('json') }).omit({ sort: true });
export type JobsToBillQuery = z.infer<typeof jobsToBillQuerySchema>;

/** A stored line as the totals read it: the rate kept on the line, never today's. */
export const jobTotalsOf = (
  lines: readonly { kind: RepairLineKind; quantity: number; unitPriceCents: number; vatRate: number }[],
  rates?: RepairVatRates,
): RepairTotals =>
  repairTotals(
    lines.map((l) => ({ kind: l.kind, quantity: l.quantity, unitPriceCents: l.unitPriceCents, vatRate: l.vatRate })),
    rates,
  );

/**
 * Whether the customer must accept a quote: the job costs more than their budget (none given: no quote needed),
 * and the acceptance holds only for the amount accepted — a job grown past it asks again.
 */
export function quoteState(totalInclVatCents: number, maxBudgetCents: number | null, acceptedCents: number | null) {
  const exceedsBudget = maxBudgetCents !== null && totalInclVatCents > maxBudgetCents;
  const accepted = acceptedCents !== null && totalInclVatCents <= acceptedCents;
  return { exceedsBudget, accepted, waiting: exceedsBudget && !accepted };
}
