import { describe, expect, it } from 'vitest';
import { canChangeRentalEnd, canTakeRentalAction, daysLate, isLateRental, rentalDays, rentalTotalCents } from './rentals';

describe('rental days and price', () => {
  it('counts both the first and the last day', () => {
    expect(rentalDays('2026-03-07', '2026-03-07')).toBe(1);
    expect(rentalDays('2026-03-07', '2026-03-08')).toBe(2);
    // Across the spring clock change, a day is still a day.
    expect(rentalDays('2026-03-28', '2026-03-30')).toBe(3);
    expect(rentalDays('2026-03-08', '2026-03-07')).toBe(0);
  });
  it('prices per bike and per day, the deposit apart', () => {
    expect(rentalTotalCents({ pricePerDayCents: 3500, startDate: '2026-05-01', endDate: '2026-05-03', bikeCount: 2 })).toBe(21_000);
    expect(rentalTotalCents({ pricePerDayCents: 3500, startDate: '2026-05-03', endDate: '2026-05-01', bikeCount: 2 })).toBe(0);
  });
});

describe('late returns', () => {
  it('flags a rental picked up and not back after its last day', () => {
    expect(isLateRental({ status: 'picked_up', endDate: '2026-05-03' }, '2026-05-03')).toBe(false);
    expect(isLateRental({ status: 'picked_up', endDate: '2026-05-03' }, '2026-05-04')).toBe(true);
    expect(daysLate({ status: 'picked_up', endDate: '2026-05-03' }, '2026-05-06')).toBe(3);
  });
  it('never flags a rental that is back, cancelled or never picked up', () => {
    for (const status of ['booked', 'returned', 'cancelled'] as const)
      expect(isLateRental({ status, endDate: '2026-05-03' }, '2026-06-01')).toBe(false);
  });
});

describe('transitions', () => {
  it('picks up a booked rental, returns a picked-up one, cancels only before the pickup', () => {
    expect(canTakeRentalAction('booked', 'pickup')).toBe(true);
    expect(canTakeRentalAction('booked', 'return')).toBe(false);
    expect(canTakeRentalAction('picked_up', 'return')).toBe(true);
    expect(canTakeRentalAction('picked_up', 'cancel')).toBe(false);
    expect(canTakeRentalAction('returned', 'pickup')).toBe(false);
  });
  it('changes the last day while the bikes are not back', () => {
    expect(canChangeRentalEnd('booked')).toBe(true);
    expect(canChangeRentalEnd('picked_up')).toBe(true);
    expect(canChangeRentalEnd('returned')).toBe(false);
    expect(canChangeRentalEnd('cancelled')).toBe(false);
  });
});
