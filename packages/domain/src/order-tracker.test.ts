import { describe, expect, it } from 'vitest';
import { daysWaiting, orderTracker, WAITING_STATUSES, type TrackerInput } from './order-tracker';

const base = (over: Partial<TrackerInput>): TrackerInput => ({
  status: 'not_confirmed',
  createdAt: '2026-03-01T09:00:00.000Z',
  statusChangedAt: '2026-03-01T09:00:00.000Z',
  reachedAt: {},
  validation: null,
  ...over,
});
const summary = (t: ReturnType<typeof orderTracker>) => t.steps.map((s) => `${s.key}:${s.state}`);

describe('order tracker', () => {
  it('names the fleet manager while an employee order waits for validation, since it was made', () => {
    const t = orderTracker(base({ status: 'pending_validation', reachedAt: { pending_validation: '2026-03-01T09:00:00.000Z' } }));
    expect(t.nextActor).toBe('fleet_manager');
    expect(t.waitingSince).toBe('2026-03-01T09:00:00.000Z');
    expect(summary(t)).toEqual([
      'ordered:done',
      'validation:current',
      'confirmation:upcoming',
      'supply:upcoming',
      'preparation:upcoming',
      'delivery:upcoming',
      'handed_over:upcoming',
    ]);
    expect(t.steps[1]).toMatchObject({ actor: 'fleet_manager', at: '2026-03-01T09:00:00.000Z' });
  });

  it('leaves out the validation step when the order never needed one', () => {
    const t = orderTracker(base({}));
    expect(t.steps.map((s) => s.key)).not.toContain('validation');
    expect(t.nextActor).toBe('shop');
  });

  it('dates each step passed by when the order left it, and waits on the supplier for parts', () => {
    const t = orderTracker(
      base({
        status: 'waiting_for_parts',
        statusChangedAt: '2026-03-06T10:00:00.000Z',
        validation: { decision: 'validated', at: '2026-03-02T08:00:00.000Z' },
        reachedAt: {
          not_confirmed: '2026-03-02T08:00:00.000Z',
          to_order: '2026-03-04T10:00:00.000Z',
          waiting_for_parts: '2026-03-06T10:00:00.000Z',
        },
      }),
    );
    expect(summary(t).slice(0, 4)).toEqual(['ordered:done', 'validation:done', 'confirmation:done', 'supply:current']);
    expect(t.steps.map((s) => s.at).slice(0, 4)).toEqual([
      '2026-03-01T09:00:00.000Z',
      '2026-03-02T08:00:00.000Z',
      '2026-03-04T10:00:00.000Z',
      '2026-03-06T10:00:00.000Z',
    ]);
    expect(t).toMatchObject({ nextActor: 'supplier', waitingSince: '2026-03-06T10:00:00.000Z' });
  });

  it('waits on the customer for missing information and to fetch a bike ready in the shop, on the shop to deliver', () => {
    expect(orderTracker(base({ status: 'needs_information' })).nextActor).toBe('employee');
    expect(orderTracker(base({ status: 'ready_in_shop' })).nextActor).toBe('employee');
    expect(orderTracker(base({ status: 'ready_for_delivery' })).nextActor).toBe('shop');
  });

  it('waits on nobody once handed over; every step is done, the last at the handover', () => {
    const t = orderTracker(
      base({ status: 'done', statusChangedAt: '2026-04-01T15:00:00.000Z', reachedAt: { done: '2026-04-01T15:00:00.000Z' } }),
    );
    expect(t).toMatchObject({ nextActor: null, waitingSince: null });
    expect(t.steps.every((s) => s.state === 'done')).toBe(true);
    expect(t.steps.at(-1)!.at).toBe('2026-04-01T15:00:00.000Z');
  });

  it('marks the steps a refused order will never reach as cancelled', () => {
    const t = orderTracker(base({ status: 'cancelled', validation: { decision: 'refused', at: '2026-03-02T08:00:00.000Z' } }));
    expect(summary(t)).toEqual([
      'ordered:done',
      'validation:cancelled',
      'confirmation:cancelled',
      'supply:cancelled',
      'preparation:cancelled',
      'delivery:cancelled',
      'handed_over:cancelled',
    ]);
    expect(t.steps[1]!.at).toBe('2026-03-02T08:00:00.000Z');
    expect(t.nextActor).toBeNull();
  });

  it('counts whole days of waiting, and which statuses wait on someone', () => {
    expect(daysWaiting({ waitingSince: '2026-03-01T09:00:00.000Z' }, new Date('2026-03-04T08:59:00.000Z'))).toBe(2);
    expect(daysWaiting({ waitingSince: '2026-03-01T09:00:00.000Z' }, new Date('2026-03-04T09:00:00.000Z'))).toBe(3);
    expect(daysWaiting({ waitingSince: null }, new Date())).toBe(0);
    expect(WAITING_STATUSES).not.toContain('done');
    expect(WAITING_STATUSES).not.toContain('cancelled');
  });
});
