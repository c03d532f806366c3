import { z } from 'zod';
import {
  exportFormatSchema,
  idSchema,
  INT4_MAX,
  isoDateTimeSchema,
  listOf,
  listQuerySchema,
  personRefSchema,
  queryBooleanSchema,
  requiredText,
} from '../contracts/common';

/**
 * Workshop parts (issue 25 point 15, decision 102): what a mechanic fits (brake pads, chains, inner tubes, cables,
 * tyres), their own catalogue and stock per store, apart from the shop's accessories. An accessory can also be a part
 * (a bell the shop sells and fits): it then shows in the mechanic's picker and leaves the accessory stock.
 */

const MAX_PRICE_CENTS = 10_000_000;
/** A stock adjustment in one go: a delivery of a few boxes, or a count corrected. */
const MAX_DELTA = 100_000;

export const workshopPartInputSchema = z.object({
  reference: requiredText(60),
  name: requiredText(120),
  /** The price billed on a job line, excluding VAT (part lines are priced excluding VAT, decision 030). */
  priceExclVatCents: z.number().int().min(0).max(MAX_PRICE_CENTS),
  active: z.boolean().default(true),
});
export type WorkshopPartInput = z.output<typeof workshopPartInputSchema>;

export const workshopPartStockInputSchema = z.object({
  locationId: z.number().int().positive().max(INT4_MAX),
  delta: z
    .number()
    .int()
    .min(-MAX_DELTA)
    .max(MAX_DELTA)
    .refine((v) => v !== 0, 'invalid'),
  note: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => v || null),
});
export type WorkshopPartStockInput = z.output<typeof workshopPartStockInputSchema>;

export const workshopPartSchema = z.object({
  id: z.number(),
  reference: z.string(),
  name: z.string(),
  priceExclVatCents: z.number(),
  active: z.boolean(),
  quantities: z.array(z.object({ locationId: z.number(), locationName: z.string(), quantity: z.number() })),
  total: z.number(),
  updatedBy: personRefSchema.nullable(),
  updatedAt: isoDateTimeSchema,
});
export type WorkshopPart = z.infer<typeof workshopPartSchema>;
export const workshopPartListSchema = listOf(workshopPartSchema);

export const workshopPartListQuerySchema = listQuerySchema.omit({ sort: true }).extend({
  format: exportFormatSchema.default('json'),
  active: queryBooleanSchema.optional(),
});
export type WorkshopPartListQuery = z.output<typeof workshopPartListQuerySchema>;

/** An accessory marked (or no longer) as a part the mechanics may fit. */
export const accessoryAsPartInputSchema = z.object({ part: z.boolean() });
export const accessoryAsPartParamsSchema = z.object({ accessoryId: idSchema });
export const accessoryAsPartSchema = z.object({ accessoryId: z.number(), part: z.boolean() });
/** The accessories marked as parts, by name (a shop marks a handful: no pages). */
export const partAccessoriesSchema = z.object({
  data: z.array(z.object({ accessoryId: z.number(), name: z.string(), reference: z.string().nullable() })),
});
export type PartAccessories = z.infer<typeof partAccessoriesSchema>;

/** One row of the mechanic's picker: a workshop part or an accessory that is also a part, with its stock in a store. */
export const partChoiceSchema = z.object({
  partId: z.number().nullable(),
  accessoryId: z.number().nullable(),
  reference: z.string().nullable(),
  name: z.string(),
  storeId: z.number(),
  quantity: z.number(),
});
export type PartChoice = z.infer<typeof partChoiceSchema>;
/** How many choices one search answers (parts × stores): the picker narrows by typing. */
export const PART_CHOICES_MAX = 200;
export const partChoicesQuerySchema = z.object({
  q: z.string().trim().max(120).optional(),
  locationId: idSchema.optional(),
});
export const partChoicesSchema = z.object({ data: z.array(partChoiceSchema) });

/** The picker's key of a choice (`part:3`, `accessory:12`): both catalogues have their own ids. */
export const partChoiceKey = (c: Pick<PartChoice, 'partId' | 'accessoryId'>) =>
  c.partId !== null ? `part:${c.partId}` : `accessory:${c.accessoryId}`;

/** Whether a choice matches what the mechanic typed: every word in its name or reference, accents and case aside. */
export function partChoiceMatches(c: Pick<PartChoice, 'name' | 'reference'>, typed: string) {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const text = fold(`${c.name} ${c.reference ?? ''}`);
  return fold(typed)
    .split(/\s+/)
    .filter(Boolean)
    .every((w) => text.includes(w));
}
