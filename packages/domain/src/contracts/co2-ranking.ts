import { z } from 'zod';
import { MAX_COMMUTE_DAYS, MAX_COMMUTE_KM, MAX_RIDE_KM, rankingPeriodOf } from '../co2-ranking';
import { isoDateSchema } from './common';

/** Riders' rides, commutes, ranking and the employer's impact report (issue 30, decision 093). */

/** A ride added by hand: the day (not in the future, Brussels) and its kilometres. */
export const rideInputSchema = z.object({
  date: isoDateSchema,
  km: z.number().positive().max(MAX_RIDE_KM),
});
export type RideInput = z.output<typeof rideInputSchema>;

export const rideSchema = z.object({ id: z.number(), date: z.string(), km: z.number(), createdAt: z.string() });
export type Ride = z.output<typeof rideSchema>;
/** One's rides, newest first (a person adds a few a month: no paging). */
export const rideListSchema = z.object({ data: z.array(rideSchema) });

/** One's declared commute: one-way kilometres home ↔ work and the days a month ridden; null when none is declared. */
export const commuteInputSchema = z.object({
  oneWayKm: z.number().positive().max(MAX_COMMUTE_KM),
  daysPerMonth: z.number().int().min(0).max(MAX_COMMUTE_DAYS),
});
export type CommuteInput = z.output<typeof commuteInputSchema>;
export const commuteSchema = commuteInputSchema.nullable();

/** A company's riders, all riders, or the teams of a cycling event (each team's members' kilometres added up). */
export const RANKING_SCOPES = ['company', 'all', 'teams'] as const;
export type RankingScope = (typeof RANKING_SCOPES)[number];

export const rankingPeriodSchema = z.string().refine((p) => rankingPeriodOf(p) !== null, 'invalid');

export const rankingQuerySchema = z
  .object({
    /** YYYY or YYYY-MM; this month when absent. */
    period: rankingPeriodSchema.optional(),
    scope: z.enum(RANKING_SCOPES).default('company'),
    /** The event whose teams `scope=teams` ranks. */
    eventId: z.coerce.number().int().positive().optional(),
  })
  .refine((q) => q.scope !== 'teams' || q.eventId !== undefined, { path: ['eventId'], message: 'required' });
export type RankingQuery = z.output<typeof rankingQuerySchema>;

export const rankingRowSchema = z.object({
  rank: z.number().int(),
  /** Null for a rider who chose "anonymous in ranking". */
  name: z.string().nullable(),
  km: z.number(),
  co2Kg: z.number(),
  /** The caller's own row (with `scope=teams`, the caller's team). */
  isMe: z.boolean(),
});
export type RankingRow = z.output<typeof rankingRowSchema>;

export const rankingSchema = z.object({
  period: z.string(),
  scope: z.enum(RANKING_SCOPES),
  /** With `scope=teams`: the event whose teams are ranked. */
  eventId: z.number().int().optional(),
  /** Grams of CO2 per car kilometre the kilograms are computed with. */
  carGramsPerKm: z.number().int(),
  data: z.array(rankingRowSchema),
});
export type Ranking = z.output<typeof rankingSchema>;

/** The admin's setting: grams of CO2 per kilometre of an average car. */
export const impactSettingsSchema = z.object({ carGramsPerKm: z.number().int().min(1).max(500) });
export type ImpactSettings = z.output<typeof impactSettingsSchema>;

export const impactReportQuerySchema = z.object({ year: z.coerce.number().int().min(2000).max(2100) });
