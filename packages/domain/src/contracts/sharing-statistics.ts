import { z } from 'zod';
import { exportFormatSchema, idSchema, isoDateTimeSchema, listOf, listQuerySchema, namedRefSchema } from './common';

const day = z.string().max(10);

/** `GET /api/shared-bikes/my-statistics?year=`: my use per month of a year since 1 April 2024 (seed §9). */
export const myStatisticsQuerySchema = z.object({ year: z.coerce.number().int().min(2024).max(2100).optional() });
export const monthUsageSchema = z.object({ month: z.string(), trips: z.number(), days: z.number(), hours: z.number() });
export const myStatisticsSchema = z.object({
  year: z.number(),
  years: z.array(z.number()),
  /** Days used in the year out of `limit` (the same count as the booking form's counter). */
  daysUsed: z.number(),
  limit: z.number(),
  trips: z.number(),
  months: z.array(monthUsageSchema),
});
export type MyStatistics = z.infer<typeof myStatisticsSchema>;

/** `GET /api/shared-bikes/statistics?from=&to=&companyId=`: the fleet's use over a period of Brussels days. */
export const usageStatisticsQuerySchema = z.object({ from: day, to: day, companyId: idSchema.optional() });
export type UsageStatisticsQuery = z.output<typeof usageStatisticsQuerySchema>;
const usageFigures = { trips: z.number(), hours: z.number(), days: z.number() };
export const bikeUsageSchema = z.object({ id: z.number(), frameNumber: z.string(), building: z.string().nullable(), ...usageFigures });
export const buildingUsageSchema = z.object({ id: z.number().nullable(), name: z.string(), ...usageFigures, turnedAway: z.number() });
export const usageStatisticsSchema = z.object({
  companyId: z.number(),
  from: z.string(),
  to: z.string(),
  totals: z.object({ ...usageFigures, bikes: z.number(), idle: z.number(), turnedAway: z.number() }),
  bikes: z.array(bikeUsageSchema),
  buildings: z.array(buildingUsageSchema),
  months: z.array(z.object({ month: z.string(), trips: z.number(), hours: z.number(), turnedAway: z.number() })),
  idle: z.array(
    z.object({ id: z.number(), frameNumber: z.string(), building: z.string().nullable(), lastUse: isoDateTimeSchema.nullable() }),
  ),
});
export type UsageStatistics = z.infer<typeof usageStatisticsSchema>;

export const USAGE_TABLES = ['bikes', 'buildings', 'months', 'idle'] as const;
export type UsageTable = (typeof USAGE_TABLES)[number];
/** `GET /api/shared-bikes/statistics/export?table=&format=`: one table of the statistics as CSV or XLSX. */
export const usageExportQuerySchema = usageStatisticsQuerySchema.extend({
  table: z.enum(USAGE_TABLES),
  format: z.enum(['csv', 'xlsx']).default('csv'),
});

/** A search for free bikes that found none: the building, the slot asked for, who and when. */
export const turnedAwaySearchSchema = z.object({
  id: z.number(),
  at: isoDateTimeSchema,
  building: namedRefSchema.nullable(),
  start: isoDateTimeSchema,
  end: isoDateTimeSchema,
  user: namedRefSchema,
});
export type TurnedAwaySearch = z.infer<typeof turnedAwaySearchSchema>;
export const turnedAwayListSchema = listOf(turnedAwaySearchSchema);
export const turnedAwayQuerySchema = listQuerySchema.extend({
  sort: z.enum(['at', 'start']).default('at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  /** Without a period: the last twelve months until today. */
  from: day.optional(),
  to: day.optional(),
  companyId: idSchema.optional(),
  buildingId: idSchema.optional(),
  format: exportFormatSchema.default('json'),
});
export type TurnedAwayQuery = z.output<typeof turnedAwayQuerySchema>;
