import { describe, expect, it } from 'vitest';
import {
  ORDER_GROUPS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  canChangeOrderStatus,
  initialOrderStatus,
  nextOrderStatuses,
  orderGroup,
  statusesOfGroup,
} from './orders';

describe('order transitions', () => {
  it('follow the workflow forward, one step or a skip the shop may need', () => {
    expect(nextOrderStatuses('not_confirmed')).toEqual(['needs_information', 'to_order', 'cancelled']);
    expect(canChangeOrderStatus('to_order', 'waiting_for_parts')).toBe(true);
    expect(canChangeOrderStatus('to_order', 'ready_for_workshop')).toBe(true);
    expect(canChangeOrderStatus('ready_in_shop', 'done')).toBe(true);
    expect(canChangeOrderStatus('ready_for_delivery', 'partially_delivered')).toBe(true);
    expect(canChangeOrderStatus('partially_delivered', 'done')).toBe(true);
  });

  it('never go back past an ordered bike, nor leave done or cancelled', () => {
    expect(canChangeOrderStatus('waiting_for_parts', 'to_order')).toBe(false);
    expect(canChangeOrderStatus('in_preparation', 'needs_information')).toBe(false);
    expect(canChangeOrderStatus('not_confirmed', 'done')).toBe(false);
    expect(nextOrderStatuses('done')).toEqual([]);
    expect(nextOrderStatuses('cancelled')).toEqual([]);
  });

  it('cancel anything before delivery starts, nothing after', () => {
    const cancellable = ORDER_STATUSES.filter((s) => canChangeOrderStatus(s, 'cancelled'));
    expect(cancellable).toEqual([
      'needs_information',
      'not_confirmed',
      'to_order',
      'waiting_for_parts',
      'ready_for_workshop',
      'in_preparation',
      'ready_in_shop',
      'ready_for_delivery',
    ]);
  });

  it('leave pending_validation only through validate or refuse, and never lead back to it', () => {
    expect(nextOrderStatuses('pending_validation')).toEqual([]);
    for (const s of ORDER_STATUSES) expect(canChangeOrderStatus(s, 'pending_validation')).toBe(false);
  });

  it('name only known statuses, never the status itself', () => {
    for (const [from, tos] of Object.entries(ORDER_TRANSITIONS)) {
      for (const to of tos) {
        expect(ORDER_STATUSES).toContain(to);
        expect(to).not.toBe(from);
      }
    }
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('reach done from the start', () => {
    const seen = new Set<string>(['not_confirmed']);
    const queue = ['not_confirmed' as const] as (typeof ORDER_STATUSES)[number][];
    while (queue.length) {
      for (const n of nextOrderStatuses(queue.shift()!)) {
        if (!seen.has(n)) {
          seen.add(n);
          queue.push(n);
        }
      }
    }
    expect(seen.has('done')).toBe(true);
    expect(seen.size).toBe(ORDER_STATUSES.length - 1); // all but pending_validation
  });
});

describe('dashboard groups', () => {
  it('put each status in one group', () => {
    expect(orderGroup('pending_validation')).toBe('to_validate');
    expect(orderGroup('cancelled')).toBe('cancelled');
    expect(orderGroup('done')).toBe('done');
    for (const s of [
      'needs_information',
      'not_confirmed',
      'to_order',
      'waiting_for_parts',
      'ready_for_workshop',
      'in_preparation',
      'ready_in_shop',
      'ready_for_delivery',
      'partially_delivered',
    ] as const) {
      expect(orderGroup(s)).toBe('in_progress');
    }
    expect(ORDER_GROUPS.flatMap(statusesOfGroup).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(statusesOfGroup('to_validate')).toEqual(['pending_validation']);
  });
});

describe('initial status', () => {
  it("waits for the fleet manager only for an employee's order in a company that asks for it", () => {
    expect(initialOrderStatus({ companyRequiresValidation: true, forEmployee: true })).toBe('pending_validation');
    expect(initialOrderStatus({ companyRequiresValidation: true, forEmployee: false })).toBe('not_confirmed');
    expect(initialOrderStatus({ companyRequiresValidation: false, forEmployee: true })).toBe('not_confirmed');
    expect(initialOrderStatus({ companyRequiresValidation: false, forEmployee: false })).toBe('not_confirmed');
  });
});
