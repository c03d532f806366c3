import { z } from 'zod';
import { addMonths, isCalendarDay } from './brussels-time';

/** Spec §9: the legal and commercial warranty — 2 years on the bike and its parts, 5 years on the frame. */
export const WARRANTY_BIKE_AND_PARTS_MONTHS = 24;
export const WARRANTY_FRAME_MONTHS = 60;

export type WarrantyDates = { bikeAndPartsUntil: string; frameUntil: string };

/** In API answers (decision 094): the last days of the warranty, or null while the bike has not been handed over. */
export const warrantySchema = z.object({ bikeAndPartsUntil: z.string(), frameUntil: z.string() }).nullable();
export type Warranty = z.infer<typeof warrantySchema>;

/**
 * The last days a bike is under warranty, counted from the day it was handed over (decision 094): the same calendar
 * day 2 and 5 years later, included. A bike handed over on 29 February is covered until 28 February (the month's last
 * day), never into March: the customer gets the whole term and never a day the year does not have.
 */
export function warrantyDates(start: string): WarrantyDates {
  if (!isCalendarDay(start)) throw new RangeError(`not a day: ${start}`);
  return { bikeAndPartsUntil: addMonths(start, WARRANTY_BIKE_AND_PARTS_MONTHS), frameUntil: addMonths(start, WARRANTY_FRAME_MONTHS) };
}

/** The same, or null while nothing has been handed over yet (a bike in stock, an offer not delivered). */
export const warrantyFrom = (start: string | null | undefined): WarrantyDates | null => (start ? warrantyDates(start.slice(0, 10)) : null);

/**
 * The day a bike's warranty starts (decision 094): the start of its leasing contract (the day it was handed over to
 * the rider), else the day it was sold; a bike still in the shop's stock has none.
 */
export function warrantyStart(bike: { contractStartDate?: string | null; saleDate?: string | null }): string | null {
  return bike.contractStartDate ?? bike.saleDate ?? null;
}

/** Whether a warranty end date still covers `today`. */
export const isUnderWarranty = (until: string, today: string) => today <= until;
