import { z } from 'zod';
import { normalizeAccess, unknownAccessFeatures } from '../companies';
import { CAFETERIA_PAYMENT_MODES, WEEK_DAYS, cafeteriaPlanIssues, isTimeOfDay, sharedBikeRuleIssues, type RuleIssue } from '../conditions';
import { idListSchema, isoDateTimeSchema, optionalText } from './common';
import { bikeStatusSchema, userRefSchema } from './stock';

type Ctx = { addIssue: (issue: { code: 'custom'; path: (string | number)[]; message: string }) => void };
const report = (issues: RuleIssue[], ctx: Ctx) => {
  for (const issue of issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.code });
};

export const weekDaySchema = z.enum(WEEK_DAYS);
export const cafeteriaPaymentModeSchema = z.enum(CAFETERIA_PAYMENT_MODES);

/** The highest private-use price per day a condition takes: 100 EUR (decision 044). */
export const MAX_PRIVATE_USE_DAILY_CENTS = 10_000;

const timeOfDaySchema = z.string().refine(isTimeOfDay, { message: 'invalid_time' });
export const timeWindowSchema = z.object({ start: timeOfDaySchema, end: timeOfDaySchema });

/** Seed §3 "Shared-bike condition"; the consistency rules are `sharedBikeRuleIssues` (conditions.ts). */
export const sharedBikeRulesInputSchema = z
  .object({
    bikeIds: idListSchema(),
    userIds: idListSchema(),
    buildingIds: idListSchema(),
    allowedDays: z
      .array(weekDaySchema)
      .max(7)
      .transform((days) => WEEK_DAYS.filter((d) => days.includes(d))),
    weekendUse: z.boolean(),
    daysInAdvance: z.number().int().min(0).max(365),
    maxBookingMinutes: z
      .number()
      .int()
      .min(1)
      .max(60 * 24 * 31)
      .nullable(),
    takeWindow: timeWindowSchema.nullable(),
    returnWindow: timeWindowSchema.nullable(),
    forbidWeekend: z.boolean(),
    forbidInterBuilding: z.boolean(),
    maxPerMonth: z.number().int().min(0).max(1000).nullable(),
    maxPerYear: z.number().int().min(0).max(10000).nullable(),
    maxSimultaneous: z.number().int().min(0).max(100).nullable(),
    /** Cents per day of private use, for the payroll file (at most 100 EUR a day); left out, it stays as it is. */
    privateUseDailyCents: z.number().int().min(0).max(MAX_PRIVATE_USE_DAILY_CENTS).optional(),
  })
  .superRefine((rules, ctx) => report(sharedBikeRuleIssues({ ...rules, privateUseDailyCents: rules.privateUseDailyCents ?? 0 }), ctx));
export type SharedBikeRulesInput = z.input<typeof sharedBikeRulesInputSchema>;

const timeWindowOutSchema = z.object({ start: z.string(), end: z.string() });
export const sharedBikeRulesSchema = z.object({
  bikeIds: z.array(z.number()),
  userIds: z.array(z.number()),
  buildingIds: z.array(z.number()),
  allowedDays: z.array(weekDaySchema),
  weekendUse: z.boolean(),
  daysInAdvance: z.number(),
  maxBookingMinutes: z.number().nullable(),
  takeWindow: timeWindowOutSchema.nullable(),
  returnWindow: timeWindowOutSchema.nullable(),
  forbidWeekend: z.boolean(),
  forbidInterBuilding: z.boolean(),
  maxPerMonth: z.number().nullable(),
  maxPerYear: z.number().nullable(),
  maxSimultaneous: z.number().nullable(),
  privateUseDailyCents: z.number(),
});

const percentSchema = z.number().min(0).max(100);
/** Seed §3 "Cafeteria plan"; percentages 0–100, at most two decimals are kept. */
export const cafeteriaPlanInputSchema = z
  .object({
    paymentModes: z.array(cafeteriaPaymentModeSchema).max(CAFETERIA_PAYMENT_MODES.length * 2),
    vatIncluded: z.boolean(),
    saleDiscountPercent: percentSchema,
    leasingDiscountPercent: percentSchema,
    residualValuePercent: percentSchema,
    description: optionalText(5000),
  })
  .superRefine((plan, ctx) => report(cafeteriaPlanIssues(plan), ctx));
export type CafeteriaPlanInput = z.input<typeof cafeteriaPlanInputSchema>;

export const cafeteriaPlanSchema = z.object({
  paymentModes: z.array(cafeteriaPaymentModeSchema),
  vatIncluded: z.boolean(),
  saleDiscountPercent: z.number(),
  leasingDiscountPercent: z.number(),
  residualValuePercent: z.number(),
  description: z.string().nullable(),
});
export type CafeteriaPlanView = z.infer<typeof cafeteriaPlanSchema>;

/** Comma-separated features (COMPANY_ACCESS_FEATURES), stored normalised: "leasing,sharing". */
export const accessStringSchema = z
  .string()
  .max(500)
  .superRefine((value, ctx) => {
    if (unknownAccessFeatures(value).length) ctx.addIssue({ code: 'custom', message: 'unknown_feature' });
  })
  .transform(normalizeAccess);

export const updateConditionsRequestSchema = z.object({
  access: accessStringSchema,
  selfRegistration: z.boolean(),
  quizRequired: z.boolean(),
  /** An employee's order waits for a fleet manager's validation; left out, it stays as it is (decision 021). */
  ordersNeedValidation: z.boolean().optional(),
  sharedBikes: sharedBikeRulesInputSchema,
});
export type UpdateConditionsRequest = z.input<typeof updateConditionsRequestSchema>;

export const conditionsSchema = z.object({
  companyId: z.number(),
  access: z.string(),
  selfRegistration: z.boolean(),
  quizRequired: z.boolean(),
  ordersNeedValidation: z.boolean(),
  sharedBikes: sharedBikeRulesSchema,
  cafeteria: cafeteriaPlanSchema,
  updatedAt: isoDateTimeSchema,
});
export type Conditions = z.infer<typeof conditionsSchema>;

/**
 * A physical bike of the company, as the shared-bike condition lets its admin or fleet manager pick it
 * (GET /api/companies/:id/bikes). Only what a picker shows: frame number, model, state, who rides it.
 */
export const companyBikeSchema = z.object({
  id: z.number(),
  frameNumber: z.string(),
  model: z.object({ brand: z.string(), model: z.string() }).nullable(),
  status: bikeStatusSchema,
  user: userRefSchema.nullable(),
});
export type CompanyBike = z.infer<typeof companyBikeSchema>;
export const companyBikeListSchema = z.object({ data: z.array(companyBikeSchema) });
/** `q`: a prefix of the frame number, or a part of the brand or model name. */
export const companyBikeQuerySchema = z.object({ q: z.string().trim().max(100).optional() });
