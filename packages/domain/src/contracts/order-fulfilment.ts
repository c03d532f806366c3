import { z } from 'zod';
import { DELIVERY_METHODS, ORDER_ACTORS, TRACKER_STEPS } from '../order-tracker';
import { INT4_MAX, isoDateSchema, isoDateTimeSchema, namedRefSchema, optionalText } from './common';
import { contractKindSchema } from './stock';

/** What happens to an order after it exists (issue 11, decision 024): delivery, the stock bike, the handover, the tracker. */
export const deliveryMethodSchema = z.enum(DELIVERY_METHODS);
export const orderActorSchema = z.enum(ORDER_ACTORS);

export const orderTrackerSchema = z.object({
  steps: z.array(
    z.object({
      key: z.enum(TRACKER_STEPS),
      state: z.enum(['done', 'current', 'upcoming', 'cancelled']),
      at: isoDateTimeSchema.nullable(),
      actor: orderActorSchema.nullable(),
    }),
  ),
  /** Who must act next (null when the order is done or cancelled), and since when. */
  nextActor: orderActorSchema.nullable(),
  waitingSince: isoDateTimeSchema.nullable(),
});
export type OrderTrackerView = z.infer<typeof orderTrackerSchema>;

export const orderDeliverySchema = z.object({
  method: deliveryMethodSchema.nullable(),
  address: z.string().nullable(),
  billingAddress: z.string().nullable(),
  notes: z.string().nullable(),
  /** The store the customer collects the bike from (store pickup). */
  pickupLocation: namedRefSchema.nullable(),
});

/** `PUT /api/orders/{id}/delivery`: home and relay point need an address, store pickup a store. */
export const orderDeliveryRequestSchema = z.object({
  method: deliveryMethodSchema,
  address: optionalText(1000),
  billingAddress: optionalText(1000),
  notes: optionalText(2000),
  pickupLocationId: z
    .number()
    .int()
    .positive()
    .max(INT4_MAX)
    .nullish()
    .transform((v) => v ?? null),
});
export type OrderDeliveryRequest = z.output<typeof orderDeliveryRequestSchema>;

/** The stock bike assigned to an order, as the order page shows it. */
export const orderBikeSchema = z.object({
  id: z.number(),
  frameNumber: z.string().nullable(),
  model: z.string().nullable(),
  size: z.string().nullable(),
  contractKind: contractKindSchema,
  assignedAt: isoDateTimeSchema.nullable(),
});

export const orderAssignBikeRequestSchema = z.object({ bikeId: z.number().int().positive().max(INT4_MAX) });

/** A drawn signature as a PNG data URL, at most ~150 kB. */
const signatureSchema = z
  .string()
  .max(200_000)
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/)
  .nullish()
  .transform((v) => v ?? null);

/** `POST /api/orders/{id}/handover`: the day, the receiver's typed name, optionally their drawn signature. */
export const orderHandoverRequestSchema = z.object({
  date: isoDateSchema,
  receiverName: z.string().trim().min(1).max(200),
  signature: signatureSchema,
});

export const orderHandoverSchema = z.object({
  date: isoDateSchema,
  receiverName: z.string(),
  hasSignature: z.boolean(),
  by: namedRefSchema.nullable(),
  at: isoDateTimeSchema,
});

/** Stock bikes an order may take: in stock, of its model and size when known. */
export const orderBikeCandidatesSchema = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      frameNumber: z.string().nullable(),
      model: z.string().nullable(),
      size: z.string().nullable(),
      location: namedRefSchema.nullable(),
    }),
  ),
});

/** `GET /api/orders/waiting`: orders waiting on someone longer than the reminder threshold (admin dashboard). */
export const waitingOrdersSchema = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      label: z.string(),
      company: namedRefSchema.nullable(),
      user: namedRefSchema.nullable(),
      nextActor: orderActorSchema,
      waitingSince: isoDateTimeSchema,
      days: z.number(),
    }),
  ),
  meta: z.object({ thresholdDays: z.number(), total: z.number() }),
});
export type WaitingOrders = z.infer<typeof waitingOrdersSchema>;
