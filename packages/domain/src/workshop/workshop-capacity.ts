import { z } from 'zod';
import { daysFrom, weekdayOf } from '../brussels-time';
import { idSchema, isoDateSchema } from '../contracts/common';

/**
 * Workshop capacity (decision 030): mechanic minutes per store and weekday, with dated exceptions (a closed
 * day, extra hours). Days are calendar days in Brussels, written `YYYY-MM-DD`.
 */
export const CAPACITY_EXCEPTION_KINDS = ['closed', 'extra'] as const;
export type CapacityExceptionKind = (typeof CAPACITY_EXCEPTION_KINDS)[number];
/** Monday first, as in Belgium: index 0 is Monday, 6 is Sunday. */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** At most ten mechanics for a full day at one store: anything above is a typing error. */
export const MAX_DAY_MINUTES = 10 * 24 * 60;

export type CapacityException = { date: string; kind: CapacityExceptionKind; minutes: number };
export type MinutesByDay = Readonly<Record<string, number>>;

/** 0 for Monday … 6 for Sunday: the index into a store's weekly minutes. */
export const weekdayIndex = (date: string) => weekdayOf(date) - 1;

/**
 * The mechanic minutes of each day from `from` for `count` days: the weekday's minutes, none on a closed day,
 * and the exception's minutes added on a day with extra hours (a Saturday opened for the spring rush, say). A day
 * the store's opening calendar closes (`isOpen`, decision 098) has no minutes whatever the workshop's week says.
 */
export function capacityMinutesByDay(
  weekly: readonly number[],
  exceptions: readonly CapacityException[],
  from: string,
  count: number,
  isOpen: (date: string) => boolean = () => true,
): Record<string, number> {
  const byDate = new Map(exceptions.map((e) => [e.date, e]));
  const out: Record<string, number> = {};
  for (const date of daysFrom(from, count)) {
    if (!isOpen(date)) {
      out[date] = 0;
      continue;
    }
    const base = weekly[weekdayIndex(date)] ?? 0;
    const e = byDate.get(date);
    out[date] = e?.kind === 'closed' ? 0 : base + (e?.kind === 'extra' ? e.minutes : 0);
  }
  return out;
}

/** Whether a job of `durationMinutes` still fits on a day. A closed day (no minutes) never has room. */
export function hasRoom(capacityMinutes: number, bookedMinutes: number, durationMinutes: number): boolean {
  return capacityMinutes > 0 && capacityMinutes - bookedMinutes >= durationMinutes;
}

/**
 * The first day from `from` (included) with room for `durationMinutes` at the store, among the days
 * `capacityMinutesByDay` describes (the search horizon); null when none has room.
 */
export function earliestFreeDay(input: {
  capacityMinutesByDay: MinutesByDay;
  bookedMinutesByDay: MinutesByDay;
  durationMinutes: number;
  from: string;
  storeId: number;
}): { date: string; storeId: number } | null {
  const days = Object.keys(input.capacityMinutesByDay)
    .filter((d) => d >= input.from)
    .sort();
  const date = days.find((d) => hasRoom(input.capacityMinutesByDay[d] ?? 0, input.bookedMinutesByDay[d] ?? 0, input.durationMinutes));
  return date ? { date, storeId: input.storeId } : null;
}

// —— Contract: GET/PUT /api/workshop/capacity, GET /api/workshop/capacity/earliest ——

const minutesSchema = z.number().int().min(0).max(MAX_DAY_MINUTES);

export const capacityExceptionInputSchema = z
  .object({
    date: isoDateSchema,
    kind: z.enum(CAPACITY_EXCEPTION_KINDS),
    minutes: minutesSchema.default(0),
    note: z
      .string()
      .trim()
      .max(200)
      .nullish()
      .transform((v) => v || null),
  })
  .superRefine((e, ctx) => {
    if (e.kind === 'extra' && e.minutes === 0) ctx.addIssue({ code: 'custom', path: ['minutes'], message: 'required' });
  })
  .transform((e) => (e.kind === 'closed' ? { ...e, minutes: 0 } : e));

export const storeCapacityInputSchema = z
  .object({
    storeId: idSchema,
    /** Minutes per weekday, Monday first. */
    weekly: z.array(minutesSchema).length(7),
    exceptions: z.array(capacityExceptionInputSchema).max(366),
  })
  .superRefine((s, ctx) => {
    const seen = new Set<string>();
    s.exceptions.forEach((e, i) => {
      if (seen.has(e.date)) ctx.addIssue({ code: 'custom', path: ['exceptions', i, 'date'], message: 'duplicate' });
      seen.add(e.date);
    });
  });
/** `PUT /api/workshop/capacity`: each store given is replaced whole (week and exceptions). */
export const capacityInputSchema = z.object({ stores: z.array(storeCapacityInputSchema).min(1).max(20) });
export type CapacityInput = z.output<typeof capacityInputSchema>;

export const capacityDayLoadSchema = z.object({ date: isoDateSchema, capacityMinutes: z.number(), bookedMinutes: z.number() });
export const storeCapacitySchema = z.object({
  storeId: z.number(),
  storeName: z.string(),
  weekly: z.array(z.number()),
  exceptions: z.array(
    z.object({ date: isoDateSchema, kind: z.enum(CAPACITY_EXCEPTION_KINDS), minutes: z.number(), note: z.string().nullable() }),
  ),
  /** The next 14 days from today: mechanic minutes and minutes already booked. */
  load: z.array(capacityDayLoadSchema),
  earliest: z.object({ date: isoDateSchema, storeId: z.number() }).nullable(),
});
export const capacitySchema = z.object({ stores: z.array(storeCapacitySchema) });
export type WorkshopCapacity = z.infer<typeof capacitySchema>;

export const earliestQuerySchema = z.object({
  storeId: idSchema,
  durationMinutes: z.coerce.number().int().min(1).max(MAX_DAY_MINUTES),
  from: isoDateSchema.optional(),
});
export const earliestSchema = z.object({ date: isoDateSchema, storeId: z.number() });
/** `GET /api/workshop/stores`: the workshops a customer may choose, each with its first day with room for an hour's job. */
export const workshopStoresSchema = z.object({
  data: z.array(z.object({ id: z.number(), name: z.string(), earliest: isoDateSchema.nullable() })),
});
export type WorkshopStores = z.infer<typeof workshopStoresSchema>;

const LONG_DAY_LOCALES = { fr: 'fr-BE', nl: 'nl-BE', en: 'en-GB' } as const;
/** A calendar day as a sentence says it: "Thursday 3 December", "jeudi 3 décembre", "donderdag 3 december". */
export function formatLongDay(date: string, locale: 'fr' | 'nl' | 'en'): string {
  return new Intl.DateTimeFormat(LONG_DAY_LOCALES[locale], { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}
