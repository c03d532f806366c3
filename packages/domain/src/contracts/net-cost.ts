import { z } from 'zod';
import { TAX_BRACKETS } from '../net-cost';
import { centsSchema } from './common';

/** `GET /api/net-cost`: what a catalogue bike leased through the salary really costs the employee (issue 11). */
export const netCostQuerySchema = z
  .object({
    /** The catalogue model, by the slug of its public page (so the bike page can link here). */
    slug: z.string().trim().min(1).max(200).optional(),
    /** Or one's own leasing offer: its monthly figure, as the offer shows it, and its duration (issue 25 point 3). */
    offerId: z.coerce.number().int().positive().optional(),
    grossMonthlySalaryCents: z.coerce.number().int().min(0).max(10_000_000),
    taxBracket: z.coerce
      .number()
      .refine((v) => (TAX_BRACKETS as readonly number[]).includes(v), { message: 'invalid' })
      .transform((v) => v as (typeof TAX_BRACKETS)[number]),
    commuteKm: z.coerce.number().min(0).max(200),
    commuteDaysPerMonth: z.coerce.number().int().min(0).max(31),
    months: z.coerce.number().int().min(12).max(60).default(36),
  })
  .refine((q) => q.slug !== undefined || q.offerId !== undefined, { path: ['slug'], message: 'required' });
export type NetCostQuery = z.output<typeof netCostQuerySchema>;

export const netCostSchema = z.object({
  model: z.object({ slug: z.string(), label: z.string(), priceCents: centsSchema }),
  /** The offer simulated, when `offerId` was asked (its model's slug is empty when it has no catalogue bike). */
  offer: z.object({ id: z.number() }).nullable().optional(),
  lease: z.object({
    months: z.number().int(),
    bikeAmountCents: centsSchema,
    leasingDiscountPercent: z.number(),
    yearlyMaintenanceBudgetCents: centsSchema,
    monthlyInsuranceCents: centsSchema,
    monthlyExclVatCents: centsSchema,
    vatIncluded: z.boolean(),
    /** What the employer deducts from the gross salary: the lease as the company's plan shows it. */
    monthlyCents: centsSchema,
  }),
  rates: z.object({
    validFrom: z.string(),
    employeeSocialRate: z.number(),
    municipalSurchargeRate: z.number(),
    bikeAllowanceCentsPerKm: z.number(),
    bikeAllowanceYearlyCapCents: z.number(),
    benefitInKindCents: z.number(),
  }),
  result: z.object({
    grossSacrificeCents: z.number().int(),
    socialSavingCents: z.number().int(),
    taxSavingCents: z.number().int(),
    netCostCents: z.number().int(),
    bikeAllowanceCents: z.number().int(),
    netCostAfterAllowanceCents: z.number().int(),
    netSharePercent: z.number(),
    grossAfterSacrificeCents: z.number().int(),
    exceedsSalary: z.boolean(),
  }),
});
export type NetCost = z.infer<typeof netCostSchema>;
