import { z } from 'zod';
import { BOX_ADAPTERS, BOX_EVENT_KINDS, BOX_KINDS, BOX_MAX_SLOTS } from '../boxes';
import {
  exportFormatSchema,
  idSchema,
  INT4_MAX,
  isoDateTimeSchema,
  listOf,
  listQuerySchema,
  namedRefSchema,
  nameTranslationsOutSchema,
  nameTranslationsSchema,
  requiredText,
} from './common';

const refId = z.number().int().positive().max(INT4_MAX);

export const boxKindSchema = z.enum(BOX_KINDS);
export const boxAdapterSchema = z.enum(BOX_ADAPTERS);
export const boxEventKindSchema = z.enum(BOX_EVENT_KINDS);

/** `POST /api/boxes` (admin): a key box or bike locker installed at one of the company's buildings. */
export const boxInputSchema = z
  .object({
    companyId: refId,
    buildingId: refId,
    name: requiredText(80),
    nameTranslations: nameTranslationsSchema(80),
    kind: boxKindSchema,
    slotCount: z.number().int().min(1).max(BOX_MAX_SLOTS),
    adapter: boxAdapterSchema.default('builtin'),
    /** The device at the vendor (a Nuki smartlock id); required with a vendor adapter. */
    deviceId: z
      .string()
      .trim()
      .max(80)
      .nullish()
      .transform((v) => v || null),
  })
  .superRefine((v, ctx) => {
    if (v.adapter !== 'builtin' && !v.deviceId) ctx.addIssue({ code: 'custom', path: ['deviceId'], message: 'required' });
  });
export type BoxInput = z.output<typeof boxInputSchema>;

export const boxSchema = z.object({
  id: z.number(),
  name: z.string(),
  nameTranslations: nameTranslationsOutSchema,
  kind: boxKindSchema,
  company: namedRefSchema,
  building: namedRefSchema.nullable(),
  slotCount: z.number(),
  bikeCount: z.number(),
  adapter: boxAdapterSchema,
  deviceId: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Box = z.infer<typeof boxSchema>;
export const boxListSchema = listOf(boxSchema);

export const boxListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['name', 'createdAt', 'slotCount']).default('name'),
  companyId: idSchema.optional(),
  buildingId: idSchema.optional(),
  kind: boxKindSchema.optional(),
  format: exportFormatSchema.default('json'),
});
export type BoxListQuery = z.output<typeof boxListQuerySchema>;

const bikeRefSchema = z.object({ id: z.number(), frameNumber: z.string(), name: z.string() });

/** The reservation holding a slot's bike now or next, with its code's state (never the digits on the box page). */
export const boxSlotSchema = z.object({
  number: z.number(),
  bike: bikeRefSchema.nullable(),
});

export const boxEventSchema = z.object({
  id: z.number(),
  kind: boxEventKindSchema,
  at: isoDateTimeSchema,
  slot: z.number().nullable(),
  /** `device`: sent by the box (its webhook); `staff`: recorded by someone signed in. */
  source: z.enum(['device', 'staff']),
  by: namedRefSchema.nullable(),
  reservation: z.object({ id: z.number(), code: z.string(), holder: z.string() }).nullable(),
});
export type BoxEvent = z.infer<typeof boxEventSchema>;
export const boxEventListSchema = listOf(boxEventSchema);

export const boxDetailSchema = boxSchema.extend({
  slots: z.array(boxSlotSchema),
  /** The company's bikes that may go into a slot (with the box and slot they sit in now, if any). */
  bikes: z.array(bikeRefSchema.extend({ boxId: z.number().nullable(), slot: z.number().nullable() })),
  /** Codes of this box live now or later, without their digits. */
  codes: z.array(
    z.object({
      id: z.number(),
      slot: z.number().nullable(),
      reservation: z.object({ id: z.number(), code: z.string(), holder: z.string() }),
      validFrom: isoDateTimeSchema,
      validUntil: isoDateTimeSchema,
      programmed: z.boolean(),
    }),
  ),
  canEdit: z.boolean(),
  canMoveBikes: z.boolean(),
});
export type BoxDetail = z.infer<typeof boxDetailSchema>;

/** `PUT /api/boxes/{id}/slots/{number}`: put a bike in the slot (taken from wherever it sat), or take it out (null). */
export const boxSlotInputSchema = z.object({ bikeId: refId.nullable() });
export const boxSlotParamsSchema = z.object({ id: idSchema, number: idSchema });

/** `POST /api/boxes/{id}/events`: the box (webhook, X-Box-Secret) or staff report an opening or closing. */
export const boxEventInputSchema = z.object({
  kind: boxEventKindSchema,
  at: isoDateTimeSchema.optional(),
  slot: z.number().int().min(1).max(BOX_MAX_SLOTS).nullish(),
  /** The code typed on the keypad, when the box reports it: links the event to the reservation. */
  code: z
    .string()
    .regex(/^[0-9]{4,8}$/)
    .nullish(),
});
export type BoxEventInput = z.output<typeof boxEventInputSchema>;
export const boxEventListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
});

/** `GET /api/boxes/statistics` (admin): openings per box per month and occupancy. */
export const boxStatisticsQuerySchema = z.object({
  months: z.coerce.number().int().min(1).max(24).default(12),
  companyId: idSchema.optional(),
});
export const boxStatisticsSchema = z.object({
  months: z.array(z.string()),
  boxes: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      company: namedRefSchema,
      slotCount: z.number(),
      bikeCount: z.number(),
      occupancy: z.number(),
      openings: z.array(z.number()),
      totalOpenings: z.number(),
    }),
  ),
});
export type BoxStatistics = z.infer<typeof boxStatisticsSchema>;

/** What a reservation of a bike in a box shows: the box, the slot and the one-time code while it may open. */
export const reservationBoxSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: boxKindSchema,
  slot: z.number().nullable(),
  /** null once revoked or expired: the digits are wiped then. */
  code: z.string().nullable(),
  validFrom: isoDateTimeSchema,
  validUntil: isoDateTimeSchema,
  state: z.enum(['active', 'upcoming', 'expired', 'revoked']),
});
export type ReservationBox = z.infer<typeof reservationBoxSchema>;
