import { describe, expect, it } from 'vitest';
import { isPromotionRunning, nextMaintenance, type MaintenanceVisitCandidate } from './dashboard-cards';

const today = '2026-11-26';
const req = (id: number, over: Partial<MaintenanceVisitCandidate> = {}): MaintenanceVisitCandidate => ({
  id,
  bikeId: 1,
  filter: 'to_schedule',
  scheduledAt: null,
  desiredDate: null,
  ...over,
});

describe('next maintenance on the my-bike card', () => {
  it('is nothing when no request is open', () => {
    expect(nextMaintenance([], today)).toBeNull();
    expect(nextMaintenance([req(1, { filter: 'finished', scheduledAt: '2026-12-01T08:00:00.000Z' })], today)).toBeNull();
  });

  it('takes the soonest day, the planned date before the wished day', () => {
    const next = nextMaintenance(
      [
        req(1, { desiredDate: '2026-12-10' }),
        req(2, { scheduledAt: '2026-12-03T08:00:00.000Z', filter: 'automatically_scheduled' }),
        req(3, { desiredDate: '2026-12-03' }),
      ],
      today,
    );
    expect(next).toEqual({ requestId: 2, bikeId: 1, date: '2026-12-03T08:00:00.000Z', confirmed: true, filter: 'automatically_scheduled' });
  });

  it('counts a past date of an unfinished request as today, and puts a request without a date after dated ones', () => {
    expect(
      nextMaintenance(
        [req(1, { desiredDate: '2026-12-01' }), req(2, { scheduledAt: '2026-11-20T08:00:00.000Z', filter: 'at_workshop' })],
        today,
      )?.requestId,
    ).toBe(2);
    expect(nextMaintenance([req(1), req(2, { desiredDate: '2027-01-15' })], today)?.requestId).toBe(2);
    expect(nextMaintenance([req(4), req(3)], today)).toEqual({
      requestId: 3,
      bikeId: 1,
      date: null,
      confirmed: false,
      filter: 'to_schedule',
    });
  });
});

describe('promotions in the carousel', () => {
  const promo = { active: true, isPublic: true, startsOn: null, endsOn: null, maxUses: null, usesCount: 0 };
  it('shows an active public code within its dates and not used up', () => {
    expect(isPromotionRunning(promo, today)).toBe(true);
    expect(isPromotionRunning({ ...promo, startsOn: today, endsOn: today }, today)).toBe(true);
  });
  it('hides a hidden, inactive, future, ended or used-up code', () => {
    expect(isPromotionRunning({ ...promo, isPublic: false }, today)).toBe(false);
    expect(isPromotionRunning({ ...promo, active: false }, today)).toBe(false);
    expect(isPromotionRunning({ ...promo, startsOn: '2026-11-27' }, today)).toBe(false);
    expect(isPromotionRunning({ ...promo, endsOn: '2026-11-25' }, today)).toBe(false);
    expect(isPromotionRunning({ ...promo, maxUses: 3, usesCount: 3 }, today)).toBe(false);
  });
});
