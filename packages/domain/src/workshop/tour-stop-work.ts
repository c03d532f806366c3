import { z } from 'zod';
import { INT4_MAX, isoDateSchema, isoDateTimeSchema, personRefSchema, requiredText } from '../contracts/common';
import { maintenanceStepSchema } from './maintenance-requests';
import { customerContactSchema } from './tours';
import { partChoiceSchema, type PartChoice } from './workshop-parts';

/**
 * The mechanic's work at a stop (issue 12 "Mechanic's phone view", decision 034): steps ticked, parts used from the
 * stock, notes and photos, each sent with an id made on the phone so that a replayed offline action applies once.
 */

/** A photo from the phone's camera: judged by its bytes, at most 10 MB (phones' photos are often above 5 MB). */
export const STOP_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** How many parts the phone offers: what the tour's stores hold, by name. */
export const STOP_PARTS_MAX = 200;

/** An id made on the phone for one action (a UUID): replaying it changes nothing. */
export const clientActionIdSchema = z
  .string()
  .trim()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

export const stopStepInputSchema = z.object({ step: maintenanceStepSchema, clientActionId: clientActionIdSchema });
/** A workshop part or an accessory that is also a part (decision 102): exactly one of the two ids. */
export const stopPartInputSchema = z
  .object({
    partId: z
      .number()
      .int()
      .positive()
      .max(INT4_MAX)
      .nullish()
      .transform((v) => v ?? null),
    accessoryId: z
      .number()
      .int()
      .positive()
      .max(INT4_MAX)
      .nullish()
      .transform((v) => v ?? null),
    quantity: z.number().int().min(1).max(99).default(1),
    clientActionId: clientActionIdSchema,
  })
  .refine((v) => (v.partId === null) !== (v.accessoryId === null), { message: 'required', path: ['partId'] });
export const stopNoteInputSchema = z.object({ text: requiredText(2000), clientActionId: clientActionIdSchema });
export const stopPhotoQuerySchema = z.object({ clientActionId: clientActionIdSchema });
export type StopStepInput = z.output<typeof stopStepInputSchema>;
export type StopPartInput = z.output<typeof stopPartInputSchema>;
export type StopNoteInput = z.output<typeof stopNoteInputSchema>;

export const stopWorkSchema = z.object({
  tourId: z.number(),
  stopId: z.number(),
  maintenanceRequestId: z.number(),
  /** The store whose stock the parts leave (the request's store). */
  storeId: z.number(),
  /** The bike: a stock bike has a record in the portal (its QR code opens it); a customer's own bike has none. */
  bike: z.object({ kind: z.enum(['stock', 'external']), id: z.number(), label: z.string(), frameNumber: z.string().nullable() }),
  step: maintenanceStepSchema.nullable(),
  nextSteps: z.array(maintenanceStepSchema),
  /** How to reach the customer (staff only: the tours are the workshop's): "call ten minutes before". */
  contact: customerContactSchema.nullable(),
  parts: z.array(
    z.object({
      lineId: z.number(),
      partId: z.number().nullable(),
      accessoryId: z.number().nullable(),
      description: z.string(),
      quantity: z.number(),
    }),
  ),
  notes: z.array(z.object({ id: z.number(), text: z.string(), by: personRefSchema.nullable(), at: isoDateTimeSchema })),
  photos: z.array(z.object({ url: z.string() })),
});
export type StopWork = z.infer<typeof stopWorkSchema>;

/** The picker's rows: workshop parts and accessories that are also parts, in stock at the day's stores (decision 102). */
export const stopPartChoiceSchema = partChoiceSchema;
export type StopPartChoice = PartChoice;

/** `GET /api/tours/mine/work`: the work at each stop of the mechanic's day, and the parts the stores hold. */
export const myDayWorkSchema = z.object({ date: z.string(), stops: z.array(stopWorkSchema), parts: z.array(stopPartChoiceSchema) });
export type MyDayWork = z.infer<typeof myDayWorkSchema>;
export const myDayWorkQuerySchema = z.object({ date: isoDateSchema.optional() });
