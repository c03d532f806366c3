import { z } from 'zod';
import { LEASING_CONTRACT_KINDS, LEASING_CONTRACT_STATUSES } from '../leasing-contracts';
import { MAINTENANCE_FILTERS } from '../workshop/maintenance-requests';
import { PROMO_KINDS } from '../payments';

/** `GET /api/me/bike-overview` (issue 15, decision 058): the my-bike card of an employee or a private customer. */
export const bikeOverviewSchema = z.object({
  /** The stock bikes in my contract (userId = me). */
  bikes: z.array(z.object({ id: z.number(), label: z.string(), frameNumber: z.string(), contractKind: z.string() })),
  /** My running leasing contracts (active or ending), soonest end first. */
  contracts: z.array(
    z.object({
      id: z.number(),
      bikeId: z.number(),
      bikeLabel: z.string(),
      kind: z.enum(LEASING_CONTRACT_KINDS),
      status: z.enum(LEASING_CONTRACT_STATUSES),
      startDate: z.string(),
      endDate: z.string(),
      monthlyPriceCents: z.number(),
    }),
  ),
  /** The next visit to the workshop: the planned date (confirmed), else the wished day, else a request waiting for dates. */
  nextMaintenance: z
    .object({
      requestId: z.number(),
      bikeId: z.number().nullable(),
      bikeLabel: z.string().nullable(),
      date: z.string().nullable(),
      confirmed: z.boolean(),
      filter: z.enum(MAINTENANCE_FILTERS),
    })
    .nullable(),
});
export type BikeOverview = z.infer<typeof bikeOverviewSchema>;

/** `GET /api/promotions`: the promo codes marked public that a customer can use today (the carousel's promotions). */
export const promotionSchema = z.object({
  id: z.number(),
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  value: z.number(),
  minimumOrderCents: z.number(),
  endsOn: z.string().nullable(),
  description: z.string().nullable(),
});
export type Promotion = z.infer<typeof promotionSchema>;
export const promotionListSchema = z.object({ data: z.array(promotionSchema) });
export type PromotionList = z.infer<typeof promotionListSchema>;
