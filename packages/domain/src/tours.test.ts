import { describe, expect, it } from 'vitest';
import { brusselsDay, canEditTour, tourDepotOf, tourStopInputSchema, tourStopDoneInputSchema } from './tours';

describe('tours rules', () => {
  it('counts days in Brussels, across midnight UTC', () => {
    // 23:30 UTC on 31 March is already 1 April in Brussels (summer time).
    expect(brusselsDay(0, new Date('2026-03-31T23:30:00Z'))).toBe('2026-04-01');
    expect(brusselsDay(1, new Date('2026-12-31T12:00:00Z'))).toBe('2027-01-01');
    expect(brusselsDay(-1, new Date('2026-03-01T08:00:00Z'))).toBe('2026-02-28');
  });

  it('changes only draft tours, and knows where each store’s van starts', () => {
    expect([canEditTour('draft'), canEditTour('confirmed'), canEditTour('done')]).toEqual([true, false, false]);
    expect(tourDepotOf('Liège').lat).toBeCloseTo(50.64, 1);
    expect(tourDepotOf('Bruxelles').lng).toBeCloseTo(4.35, 1);
  });

  it('reads a stop: windows in order, a 45-minute job by default, an action id of safe characters', () => {
    expect(tourStopInputSchema.parse({ maintenanceRequestId: 3 })).toEqual({
      maintenanceRequestId: 3,
      windowStart: null,
      windowEnd: null,
      durationMinutes: 45,
    });
    expect(tourStopInputSchema.safeParse({ maintenanceRequestId: 3, windowStart: '14:00', windowEnd: '09:00' }).success).toBe(false);
    expect(tourStopInputSchema.safeParse({ maintenanceRequestId: 3, windowStart: '24:00' }).success).toBe(false);
    expect(tourStopDoneInputSchema.parse(undefined)).toEqual({ clientActionId: null });
    expect(tourStopDoneInputSchema.safeParse({ clientActionId: 'a b c d e f g h' }).success).toBe(false);
  });
});
