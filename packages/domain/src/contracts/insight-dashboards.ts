import { z } from 'zod';
import { LEASING_CONTRACT_KINDS, LEASING_CONTRACT_STATUSES } from '../leasing-contracts';
import { MAINTENANCE_FILTERS } from '../workshop/maintenance-requests';
import { warrantySchema } from '../warranty';

/** How a person has a bike: leased through a contract, bought from the shop, or shared by their company lately. */
export const MY_BIKE_RELATIONS = ['leased', 'bought', 'shared'] as const;
export type MyBikeRelation = (typeof MY_BIKE_RELATIONS)[number];

export const ownedBikesQuerySchema = z.object({
  /** Words of the brand, model or frame number. */
  q: z.string().trim().max(100).optional(),
});
export type OwnedBikesQuery = z.infer<typeof ownedBikesQuerySchema>;

export const ownedBikeSchema = z.object({
  id: z.number(),
  relation: z.enum(MY_BIKE_RELATIONS),
  label: z.string(),
  frameNumber: z.string(),
  /** The leasing contract of a leased bike (its latest), null otherwise. */
  contract: z
    .object({
      id: z.number(),
      kind: z.enum(LEASING_CONTRACT_KINDS),
      status: z.enum(LEASING_CONTRACT_STATUSES),
      startDate: z.string(),
      endDate: z.string(),
      monthlyPriceCents: z.number(),
    })
    .nullable(),
  /** A bought bike's sale day; a shared bike's last reservation start. */
  saleDate: z.string().nullable(),
  lastSharedAt: z.string().nullable(),
  warranty: warrantySchema,
  nextMaintenance: z
    .object({ requestId: z.number(), date: z.string().nullable(), confirmed: z.boolean(), filter: z.enum(MAINTENANCE_FILTERS) })
    .nullable(),
  /** The latest lines of the bike's own history, newest first. */
  history: z.array(z.object({ kind: z.string(), at: z.string() })),
});
export type OwnedBike = z.infer<typeof ownedBikeSchema>;

/** `GET /api/me/bikes/overview`: every bike of the signed-in person, leased and bought first, then the shared ones. */
export const ownedBikeListSchema = z.object({ data: z.array(ownedBikeSchema), total: z.number() });
export type OwnedBikeList = z.infer<typeof ownedBikeListSchema>;

/** What waits for a fleet manager on their dashboard (decision 094), each a count linking to its list. */
export const ATTENTION_KINDS = [
  'orders_to_validate',
  'overdue_bills',
  'maintenance_waiting_answer',
  'reservations_today',
  'reservations_tomorrow',
  'contracts_ending',
] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

/** `GET /api/companies/{id}/attention`. */
export const companyAttentionSchema = z.object({
  companyId: z.number(),
  today: z.string(),
  items: z.array(z.object({ kind: z.enum(ATTENTION_KINDS), count: z.number() })),
});
export type CompanyAttention = z.infer<typeof companyAttentionSchema>;
