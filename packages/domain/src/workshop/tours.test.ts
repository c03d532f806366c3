import { describe, expect, it } from 'vitest';
import { canEditTour, tourDepotOf, tourStopInputSchema, tourStopDoneInputSchema } from './tours';

describe('tours rules', () => {
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
    expect(tourStopDoneInputSchema.parse({})).toEqual({ clientActionId: null });
    expect(tourStopDoneInputSchema.safeParse({ clientActionId: 'a b c d e f g h' }).success).toBe(false);
  });
});
