import { z } from 'zod';
import { RESERVATION_GROUPS } from '../booking-rules';
import { exportFormatSchema, idSchema, INT4_MAX, isoDateTimeSchema, listOf, listQuerySchema, namedRefSchema } from './common';
import { quizExplanationSchema, quizToTakeSchema } from './quizzes';
import { reservationBoxSchema } from './boxes';

const refId = z.number().int().positive().max(INT4_MAX);

/** `GET /api/shared-bikes/buildings`: the buildings of my company that hold shared bikes. */
export const sharedBuildingSchema = z.object({ id: z.number(), name: z.string(), bikeCount: z.number() });
export const sharedBuildingListSchema = z.object({ data: z.array(sharedBuildingSchema) });
export const sharedBuildingsQuerySchema = z.object({ companyId: idSchema.optional() });

/** One bike free for a slot. */
export const sharedBikeSchema = z.object({
  id: z.number(),
  frameNumber: z.string(),
  model: z.object({ brand: z.string(), model: z.string(), frameType: z.string() }).nullable(),
  size: z.string().nullable(),
  photoUrl: z.string().nullable(),
  batteryWh: z.number().nullable(),
  buildingId: z.number().nullable(),
});
export type SharedBike = z.infer<typeof sharedBikeSchema>;

const slotRefine = <T extends { start: string; end: string }>(v: T, ctx: z.core.$RefinementCtx<T>) => {
  if (new Date(v.end).getTime() <= new Date(v.start).getTime())
    ctx.addIssue({ code: 'custom', path: ['end'], message: 'end_before_start' });
};

export const availabilityQuerySchema = z
  .object({ buildingId: idSchema, start: isoDateTimeSchema, end: isoDateTimeSchema, userId: idSchema.optional() })
  .superRefine(slotRefine);
export type AvailabilityQuery = z.output<typeof availabilityQuerySchema>;
export const availabilitySchema = z.object({ data: z.array(sharedBikeSchema) });

/** `POST /api/reservations`. `acceptTerms` must be true (422 `terms_not_accepted` otherwise); `userId` for staff booking on someone's behalf. */
export const reservationCreateSchema = z
  .object({
    bikeId: refId,
    buildingId: refId,
    start: isoDateTimeSchema,
    end: isoDateTimeSchema,
    acceptTerms: z.boolean().optional().default(false),
    userId: refId.optional(),
  })
  .superRefine(slotRefine);
export type ReservationCreateInput = z.output<typeof reservationCreateSchema>;
export const reservationCreatedSchema = z.object({ id: z.number(), code: z.string() });

/** `PATCH /api/reservations/{id}`: a new end, checked like a new booking. */
export const reservationEndSchema = z.object({ end: isoDateTimeSchema });

export const reservationStatusSchema = z.enum(['booked', 'cancelled']);
export const reservationGroupSchema = z.enum(RESERVATION_GROUPS);

export const reservationSchema = z.object({
  id: z.number(),
  code: z.string(),
  status: reservationStatusSchema,
  /** null for a cancelled one. */
  group: reservationGroupSchema.nullable(),
  start: isoDateTimeSchema,
  end: isoDateTimeSchema,
  /** The end first booked, when it was changed since (seed §3 "new end"). */
  initialEnd: isoDateTimeSchema.nullable(),
  bike: z.object({ id: z.number(), frameNumber: z.string(), name: z.string() }),
  building: namedRefSchema.nullable(),
  user: namedRefSchema,
  company: namedRefSchema,
  cancelledAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
  /** What the caller may still do with it. */
  canChangeEnd: z.boolean(),
  canCancel: z.boolean(),
  /** Where the bike sits in a box: the box, its slot and the one-time code (decision 036). */
  box: reservationBoxSchema.nullable().optional(),
});
export type Reservation = z.infer<typeof reservationSchema>;
export const reservationListSchema = listOf(reservationSchema);

export const reservationListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['start', 'end', 'createdAt', 'code']).default('start'),
  order: z.enum(['asc', 'desc']).default('desc'),
  group: reservationGroupSchema.optional(),
  status: reservationStatusSchema.optional(),
  companyId: idSchema.optional(),
  userId: idSchema.optional(),
  bikeId: idSchema.optional(),
  buildingId: idSchema.optional(),
  format: exportFormatSchema.default('json'),
});
export type ReservationListQuery = z.output<typeof reservationListQuerySchema>;

/** `GET /api/shared-bikes/usage`: the 60-day counter (seed §9) and whether the company's quiz is still to pass. */
export const sharedBikeUsageSchema = z.object({
  year: z.number(),
  used: z.number(),
  limit: z.number(),
  remaining: z.number(),
  warn: z.boolean(),
  quizRequired: z.boolean(),
});
export type SharedBikeUsage = z.infer<typeof sharedBikeUsageSchema>;

/** `PUT /api/shared-bikes/{bikeId}/building`: where a shared bike sits (null: any building). */
export const sharedBikeHomeSchema = z.object({ buildingId: refId.nullable() });

/** `GET/POST /api/shared-bikes/quiz`: the company's quiz, taken by a signed-in employee before their first booking. */
export const sharedBikeQuizSchema = z.object({ quiz: quizToTakeSchema });
export const sharedBikeQuizSubmitSchema = z.object({
  answers: z.array(z.object({ questionId: z.number().int().positive(), answerIds: z.array(z.number().int().positive()).max(20) })).max(100),
});
export const sharedBikeQuizResultSchema = z.object({
  passed: z.boolean(),
  score: z.number(),
  minimumScore: z.number(),
  explanations: z.array(quizExplanationSchema),
});

/** `GET /api/shared-bikes/booking-companies`: the companies with shared bikes, for staff booking on someone's behalf. */
export const bookingCompanyListSchema = z.object({ data: z.array(z.object({ id: z.number(), name: z.string() })) });
/** `GET /api/shared-bikes/bookers?companyId=&q=`: the active people of a company a booking may be made for (at most 20). */
export const bookersQuerySchema = z.object({ companyId: idSchema.optional(), q: z.string().trim().max(100).optional() });
export const bookerListSchema = z.object({ data: z.array(z.object({ id: z.number(), name: z.string(), email: z.string() })) });
export type Booker = z.infer<typeof bookerListSchema>['data'][number];

/** `GET /api/shared-bikes?companyId=`: the company's shared bikes and the building each sits in (fleet manager, admin). */
export const sharedBikeHomesQuerySchema = z.object({ companyId: idSchema.optional() });
export const sharedBikeHomeListSchema = z.object({
  data: z.array(
    z.object({ id: z.number(), frameNumber: z.string(), name: z.string(), size: z.string().nullable(), buildingId: z.number().nullable() }),
  ),
  buildings: z.array(namedRefSchema),
});
export type SharedBikeHomeList = z.infer<typeof sharedBikeHomeListSchema>;
