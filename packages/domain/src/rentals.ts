import { daysBetween } from './brussels-time';

/**
 * Bike rentals (spec §2 `bike-rentals`, decision 037): the shop rents its own rental bikes by the day.
 * `booked → picked_up → returned`, and `booked → cancelled` before the pickup.
 */
export const RENTAL_STATUSES = ['booked', 'picked_up', 'returned', 'cancelled'] as const;
export type RentalStatus = (typeof RENTAL_STATUSES)[number];

/** The named actions that move a rental, and the status each needs. */
export const RENTAL_ACTIONS = { pickup: 'booked', return: 'picked_up', cancel: 'booked' } as const satisfies Record<string, RentalStatus>;
export type RentalAction = keyof typeof RENTAL_ACTIONS;

/** Uploads of pickup and return photos: JPG or PNG, judged by their bytes, at most 10 MB each and 8 per stage. */
export const RENTAL_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const RENTAL_MAX_PHOTOS = 8;
export const RENTAL_PHOTO_STAGES = ['pickup', 'return'] as const;
export type RentalPhotoStage = (typeof RENTAL_PHOTO_STAGES)[number];

/** A rental may run at most a year; the dates are Brussels calendar days, both included. */
export const RENTAL_MAX_DAYS = 366;

/** Calendar days from the start day to the end day, both included (a Saturday rental returned on Sunday is 2 days). */
export function rentalDays(startDate: string, endDate: string): number {
  return daysBetween(startDate, endDate) + 1;
}

/** The price of a rental: the price per day is per bike, so days × bikes × price. The deposit is apart (given back). */
export function rentalTotalCents(r: { pricePerDayCents: number; startDate: string; endDate: string; bikeCount: number }): number {
  return Math.max(0, rentalDays(r.startDate, r.endDate)) * r.bikeCount * r.pricePerDayCents;
}

/** Late: the bikes were picked up and the end day is over (Brussels) without a return. A booked rental never picked up is not late. */
export function isLateRental(r: { status: RentalStatus; endDate: string }, today: string): boolean {
  return r.status === 'picked_up' && today > r.endDate;
}

/** Days a late rental is overdue (0 when not late). */
export function daysLate(r: { status: RentalStatus; endDate: string }, today: string): number {
  return isLateRental(r, today) ? daysBetween(r.endDate, today) : 0;
}

/** Whether the action may be taken from the status; otherwise 409 `invalid_transition`. */
export function canTakeRentalAction(status: RentalStatus, action: RentalAction): boolean {
  return RENTAL_ACTIONS[action] === status;
}

/** A new end date may be set while the bikes are not back (booked or picked up). */
export function canChangeRentalEnd(status: RentalStatus): boolean {
  return status === 'booked' || status === 'picked_up';
}
