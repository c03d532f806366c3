import { z } from 'zod';
import { EVENT_GAME_KINDS, EVENT_POINTS_MAX } from '../events';
import {
  exportFormatSchema,
  idSchema,
  INT4_MAX,
  isoDateSchema,
  isoDateTimeSchema,
  listOf,
  listQuerySchema,
  optionalText,
  personRefSchema,
  queryBooleanSchema,
  requiredText,
} from './common';

export const eventGameKindSchema = z.enum(EVENT_GAME_KINDS);
const refId = z.number().int().positive().max(INT4_MAX);

/** `POST /api/events` and `PUT /api/events/{id}` (admin): an event for one company (`companyId`) or for everyone (null). */
export const eventInputSchema = z.object({
  title: requiredText(160),
  date: isoDateSchema,
  place: requiredText(200),
  description: optionalText(5000),
  companyId: refId.nullish().transform((v) => v ?? null),
});
export type EventInput = z.output<typeof eventInputSchema>;

export const eventSchema = z.object({
  id: z.number(),
  title: z.string(),
  date: isoDateSchema,
  place: z.string(),
  description: z.string().nullable(),
  company: z.object({ id: z.number(), name: z.string() }).nullable(),
  teamCount: z.number(),
  /** The caller's team in this event, if any. */
  myTeamId: z.number().nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type CyclingEvent = z.infer<typeof eventSchema>;
export const eventListSchema = listOf(eventSchema);
export const eventListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['date', 'title', 'createdAt']).default('date'),
  order: z.enum(['asc', 'desc']).default('desc'),
  companyId: idSchema.optional(),
  /** Only the events from today on. */
  upcoming: queryBooleanSchema.optional(),
});
export type EventListQuery = z.output<typeof eventListQuerySchema>;

export const eventTeamInputSchema = z.object({ name: requiredText(80) });
export const eventTeamSchema = z.object({ id: z.number(), name: z.string(), members: z.array(personRefSchema) });
export type EventTeam = z.infer<typeof eventTeamSchema>;
export const eventTeamListSchema = z.object({ data: z.array(eventTeamSchema), myTeamId: z.number().nullable() });
export type EventTeamList = z.infer<typeof eventTeamListSchema>;
/** An admin or the company's fleet manager puts a person in a team (moving them from another team of the event). */
export const eventMemberInputSchema = z.object({ userId: refId });

export const eventGameInputSchema = z.object({ kind: eventGameKindSchema, title: requiredText(160) });
export const eventGameSchema = z.object({
  id: z.number(),
  kind: eventGameKindSchema,
  title: z.string(),
  /** Each team's points in this game. */
  totals: z.array(z.object({ teamId: z.number(), points: z.number() })),
  createdAt: isoDateTimeSchema,
});
export type EventGame = z.infer<typeof eventGameSchema>;
export const eventGameListSchema = z.object({ data: z.array(eventGameSchema) });

/** `POST /api/events/{id}/games/{gameId}/points`: points for a team (negative to correct a mistake). */
export const eventPointsInputSchema = z.object({
  teamId: refId,
  points: z
    .number()
    .int()
    .min(-EVENT_POINTS_MAX)
    .max(EVENT_POINTS_MAX)
    .refine((n) => n !== 0, { message: 'invalid' }),
  note: optionalText(200),
});
export const eventPointsEntrySchema = z.object({
  id: z.number(),
  team: z.object({ id: z.number(), name: z.string() }),
  points: z.number(),
  note: z.string().nullable(),
  enteredBy: personRefSchema.nullable(),
  enteredAt: isoDateTimeSchema,
});
export type EventPointsEntry = z.infer<typeof eventPointsEntrySchema>;
export const eventPointsListSchema = z.object({ data: z.array(eventPointsEntrySchema) });

export const eventLeaderboardSchema = z.object({
  eventId: z.number(),
  data: z.array(z.object({ rank: z.number(), teamId: z.number(), name: z.string(), points: z.number(), memberCount: z.number() })),
  myTeamId: z.number().nullable(),
  at: isoDateTimeSchema,
});
export type EventLeaderboard = z.infer<typeof eventLeaderboardSchema>;
/** `?format=csv` or `xlsx` downloads the ranking (to announce the winners). */
export const eventLeaderboardQuerySchema = z.object({ format: exportFormatSchema.default('json') });

export const eventIdParamSchema = z.object({ id: idSchema });
export const eventTeamParamSchema = z.object({ id: idSchema, teamId: idSchema });
export const eventMemberParamSchema = z.object({ id: idSchema, teamId: idSchema, userId: idSchema });
export const eventGameParamSchema = z.object({ id: idSchema, gameId: idSchema });
