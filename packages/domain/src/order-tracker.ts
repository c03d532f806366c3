import { ORDER_STATUSES, type OrderStatus } from './orders';

/**
 * The order tracker (issue 11): from an order's status, whether it needs the employer's validation and the
 * times it reached each status, the steps with their dates, who must act next and since when. Pure, so the
 * API's response, the reminder job and the admin dashboard all read the same answer. Decision 024.
 */
export const ORDER_ACTORS = ['employee', 'fleet_manager', 'shop', 'supplier'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

export const TRACKER_STEPS = ['ordered', 'validation', 'confirmation', 'supply', 'preparation', 'delivery', 'handed_over'] as const;
export type TrackerStepKey = (typeof TRACKER_STEPS)[number];
export type TrackerStepState = 'done' | 'current' | 'upcoming' | 'cancelled';

/** The step each status belongs to (the order is *in* that step while it has this status). */
const STEP_OF: Record<Exclude<OrderStatus, 'cancelled'>, TrackerStepKey> = {
  pending_validation: 'validation',
  needs_information: 'confirmation',
  not_confirmed: 'confirmation',
  to_order: 'supply',
  waiting_for_parts: 'supply',
  ready_for_workshop: 'preparation',
  in_preparation: 'preparation',
  ready_in_shop: 'delivery',
  ready_for_delivery: 'delivery',
  partially_delivered: 'delivery',
  done: 'handed_over',
};

/**
 * Who the order waits on in each status. The customer (an employee or a private customer) answers the shop's
 * questions and fetches a bike ready in the shop; the fleet manager validates; the supplier delivers the parts
 * or bike the shop ordered; the shop does everything else.
 */
export const ACTOR_OF: Record<OrderStatus, OrderActor | null> = {
  pending_validation: 'fleet_manager',
  needs_information: 'employee',
  not_confirmed: 'shop',
  to_order: 'shop',
  waiting_for_parts: 'supplier',
  ready_for_workshop: 'shop',
  in_preparation: 'shop',
  ready_in_shop: 'employee',
  ready_for_delivery: 'shop',
  partially_delivered: 'shop',
  done: null,
  cancelled: null,
};

export type TrackerInput = {
  status: OrderStatus;
  createdAt: string;
  /** When the order entered its current status. */
  statusChangedAt: string;
  /** The last time the order reached each status (ISO), as far as it is known. */
  reachedAt: Partial<Record<OrderStatus, string>>;
  /** The fleet manager's decision, when the order needed one. */
  validation: { decision: 'validated' | 'refused'; at: string } | null;
};

export type TrackerStep = { key: TrackerStepKey; state: TrackerStepState; at: string | null; actor: OrderActor | null };
export type OrderTracker = { steps: TrackerStep[]; nextActor: OrderActor | null; waitingSince: string | null };

const earliest = (dates: (string | undefined)[]) => dates.filter((d): d is string => Boolean(d)).sort()[0] ?? null;

export function orderTracker(input: TrackerInput): OrderTracker {
  const needsValidation = input.status === 'pending_validation' || input.validation !== null;
  const keys = TRACKER_STEPS.filter((k) => k !== 'validation' || needsValidation);
  const statusesOf = (key: TrackerStepKey) => ORDER_STATUSES.filter((s) => s !== 'cancelled' && STEP_OF[s] === key);
  /** A step is over when the order reached a status of a later step: the earliest such time. */
  const leftAt = (index: number) => earliest(keys.slice(index + 1).flatMap((k) => statusesOf(k).map((s) => input.reachedAt[s])));
  const doneAt = (key: TrackerStepKey, index: number) => {
    if (key === 'ordered') return input.createdAt;
    if (key === 'validation') return input.validation?.at ?? null;
    if (key === 'handed_over') return input.reachedAt.done ?? (input.status === 'done' ? input.statusChangedAt : null);
    return leftAt(index);
  };

  if (input.status === 'cancelled') {
    // Steps the order went through stay done; the rest will never happen.
    const refused = input.validation?.decision === 'refused';
    const steps = keys.map((key, i): TrackerStep => {
      const at = key === 'validation' && refused ? null : doneAt(key, i);
      const reached = key === 'ordered' || (key === 'validation' ? input.validation?.decision === 'validated' : at !== null);
      return {
        key,
        state: reached ? 'done' : 'cancelled',
        at: reached ? at : key === 'validation' && refused ? input.validation!.at : null,
        actor: null,
      };
    });
    return { steps, nextActor: null, waitingSince: null };
  }

  const current = keys.indexOf(STEP_OF[input.status]);
  const actor = ACTOR_OF[input.status];
  const steps = keys.map((key, i): TrackerStep => {
    if (i < current || input.status === 'done') return { key, state: 'done', at: doneAt(key, i), actor: null };
    if (i === current) return { key, state: 'current', at: input.statusChangedAt, actor };
    return { key, state: 'upcoming', at: null, actor: null };
  });
  return { steps, nextActor: actor, waitingSince: actor ? input.statusChangedAt : null };
}

const DAY_MS = 24 * 3600 * 1000;

/** Whole days an order has waited on its next actor at `now` (0 when it waits on nobody). */
export function daysWaiting(tracker: Pick<OrderTracker, 'waitingSince'>, now: Date): number {
  if (!tracker.waitingSince) return 0;
  return Math.max(0, Math.floor((now.getTime() - new Date(tracker.waitingSince).getTime()) / DAY_MS));
}

/** The statuses in which an order waits on someone (for a query of the orders that wait too long). */
export const WAITING_STATUSES = ORDER_STATUSES.filter((s) => ACTOR_OF[s] !== null);

/** Delivery (issue 11): how the bike reaches the customer. */
export const DELIVERY_METHODS = ['home', 'store_pickup', 'relay_point'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** The default number of days an order may wait on someone before they get a daily reminder. */
export const DEFAULT_ORDER_REMINDER_DAYS = 3;
