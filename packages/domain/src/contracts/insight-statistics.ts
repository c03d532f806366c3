import { z } from 'zod';
import { isCalendarDay } from '../brussels-time';

/*
 * The admin statistics (issue 30, decision 090). A period is two Brussels days, both included; a bad day, `from` after
 * `to` or an unknown `groupBy` is refused like any invalid input: 422 `validation_failed` with the fields at fault.
 */
/** A calendar day of a plausible year: the database and the period arithmetic both stay in range. */
const day = z.string().refine((d) => isCalendarDay(d) && d >= '1900-01-01' && d <= '2999-12-31', 'invalid');
const period = { from: day, to: day, format: z.enum(['json', 'csv', 'xlsx']).default('json') };
const toNotBeforeFrom = (q: { from: string; to: string }) => q.from <= q.to;
const notBefore = { message: 'end_before_start', path: ['to'] };

/** `model` is the brand and model of the bikes billed, `contract` the kind of contract sold (decision 096), `company` the customer's. */
export const SALES_GROUPS = ['month', 'store', 'brand', 'channel', 'model', 'contract', 'company'] as const;
export type SalesGroup = (typeof SALES_GROUPS)[number];
export const MARGIN_GROUPS = ['month', 'kind', 'brand', 'model', 'company'] as const;
export type MarginGroup = (typeof MARGIN_GROUPS)[number];
/** Where a bill comes from: the web shop, the till, a signed offer's order, the workshop, a rental, or typed by hand. */
export const SALES_CHANNELS = ['online', 'till', 'offers', 'workshop', 'rental', 'shop'] as const;
/** The contract a bill sells (decision 096): an offer's contract type, else what the bill's source says it is. */
export const SALES_CONTRACTS = [
  'purchase',
  'leasing',
  'leasing_with_maintenance_budget',
  'annual',
  'prepaid',
  'rental',
  'service',
  'other',
] as const;
export const MARGIN_KINDS = ['bike', 'accessory', 'service', 'rental', 'other'] as const;
/** A group's key when the bill says nothing about it (no store, no bike so no brand). */
export const STATISTICS_NONE = 'none';

/** `GET /api/statistics/sales?from=&to=&groupBy=&format=` */
export const salesStatisticsQuerySchema = z
  .object({ ...period, groupBy: z.enum(SALES_GROUPS).default('month') })
  .refine(toNotBeforeFrom, notBefore);
export type SalesStatisticsQuery = z.output<typeof salesStatisticsQuerySchema>;
const salesFigures = { orders: z.number().int(), units: z.number(), revenueExclVatCents: z.number().int() };
export const salesStatisticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  groupBy: z.enum(SALES_GROUPS),
  /** `key`: the month (YYYY-MM), the store's id, the brand or the channel; `label` what a reader sees ("none" when unknown). */
  series: z.array(z.object({ key: z.string(), label: z.string(), ...salesFigures })),
  totals: z.object(salesFigures),
  /**
   * The offers made (created) in the period and how many of those are signed by now: the conversion in per cent (null
   * when none was made) and the median days from made to signed (null when none is signed). Decision 096.
   */
  offers: z.object({
    made: z.number().int(),
    signed: z.number().int(),
    conversionPercent: z.number().nullable(),
    medianDaysToSign: z.number().nullable(),
  }),
});
export type SalesStatistics = z.infer<typeof salesStatisticsSchema>;

/** `GET /api/statistics/margin?from=&to=&groupBy=&format=` */
export const marginStatisticsQuerySchema = z
  .object({ ...period, groupBy: z.enum(MARGIN_GROUPS).default('month') })
  .refine(toNotBeforeFrom, notBefore);
export type MarginStatisticsQuery = z.output<typeof marginStatisticsQuerySchema>;
const marginFigures = {
  revenueExclVatCents: z.number().int(),
  costCents: z.number().int(),
  /** Revenue minus the revenue of unknown cost minus the cost: the margin on what we know the cost of. */
  marginCents: z.number().int(),
  unknownCostRevenueCents: z.number().int(),
};
export const marginStatisticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  groupBy: z.enum(MARGIN_GROUPS),
  series: z.array(z.object({ key: z.string(), label: z.string(), ...marginFigures })),
  totals: z.object(marginFigures),
});
export type MarginStatistics = z.infer<typeof marginStatisticsSchema>;

/** `GET /api/statistics/repair?from=&to=&format=` */
export const repairStatisticsQuerySchema = z.object(period).refine(toNotBeforeFrom, notBefore);
export type RepairStatisticsQuery = z.output<typeof repairStatisticsQuerySchema>;
const keyedCount = z.object({ key: z.string(), requests: z.number().int() });
/** Requests made in the period, requests finished in it and the median turnaround of those (decision 096). */
const repairGroup = {
  key: z.string(),
  label: z.string(),
  requests: z.number().int(),
  finished: z.number().int(),
  medianTurnaroundDays: z.number().nullable(),
};
/** Minutes planned on the days of the period (the jobs' estimated durations) against the mechanics' minutes of those days. */
const workshopLoad = {
  bookedMinutes: z.number().int(),
  capacityMinutes: z.number().int(),
  /** Booked over capacity, one decimal; null when the period has no capacity at all. */
  loadPercent: z.number().nullable(),
};
export const repairStatisticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Maintenance requests made in the period. */
  requests: z.number().int(),
  /** Of the requests finished in the period, how many, and days from request to finished: median and 90th percentile. */
  finished: z.number().int(),
  medianTurnaroundDays: z.number().nullable(),
  p90TurnaroundDays: z.number().nullable(),
  /** The requests made in the period by where the work is done (shop, at the company, elsewhere). */
  byCategory: z.array(keyedCount),
  /** The same requests, urgent or not. */
  byPriority: z.array(keyedCount),
  /** By the store whose workshop does the job (`none`: not yet given one), with its load against its capacity. */
  byStore: z.array(z.object({ ...repairGroup, ...workshopLoad })),
  /** The requests finished in the period by who finished them (who marked the job completed); `requests` = `finished`. */
  byMechanic: z.array(z.object(repairGroup)),
  /**
   * Of the requests finished in the period on a known bike, the per cent with no new request on the same bike within
   * 30 days of the end (decision 096); null when none.
   */
  firstTimeFixPercent: z.number().nullable(),
  workshopLoad: z.object(workshopLoad),
});
export type RepairStatistics = z.infer<typeof repairStatisticsSchema>;
