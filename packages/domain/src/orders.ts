/**
 * Orders (seed §4): the workflow from a signed offer to delivery, as stable codes, and the dashboard groups.
 * An employee's order in a company whose condition asks for it starts `pending_validation`; the fleet
 * manager validates it (→ `not_confirmed`) or refuses it with a reason (→ `cancelled`). Decision 021.
 */
export const ORDER_STATUSES = [
  'pending_validation',
  'needs_information',
  'not_confirmed',
  'to_order',
  'waiting_for_parts',
  'ready_for_workshop',
  'in_preparation',
  'ready_in_shop',
  'ready_for_delivery',
  'partially_delivered',
  'done',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Where a validated order, or one that needs no validation, starts: the shop has not yet confirmed it. */
export const ORDER_START_STATUS: OrderStatus = 'not_confirmed';

/**
 * The moves `POST /api/orders/{id}/status` may make. Forward along the workflow (a step may be skipped where
 * the shop has nothing to do: no parts to wait for, a bike delivered straight from the shop), back to
 * `needs_information` while nothing is ordered yet, and `cancelled` from anywhere before delivery starts.
 * Leaving `pending_validation` is the fleet manager's validate or refuse, never a status change.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_validation: [],
  needs_information: ['not_confirmed', 'cancelled'],
  not_confirmed: ['needs_information', 'to_order', 'cancelled'],
  to_order: ['needs_information', 'waiting_for_parts', 'ready_for_workshop', 'cancelled'],
  waiting_for_parts: ['ready_for_workshop', 'cancelled'],
  ready_for_workshop: ['in_preparation', 'cancelled'],
  in_preparation: ['ready_in_shop', 'ready_for_delivery', 'cancelled'],
  ready_in_shop: ['ready_for_delivery', 'partially_delivered', 'done', 'cancelled'],
  ready_for_delivery: ['partially_delivered', 'done', 'cancelled'],
  partially_delivered: ['done'],
  done: [],
  cancelled: [],
};

export function nextOrderStatuses(from: OrderStatus): readonly OrderStatus[] {
  return ORDER_TRANSITIONS[from];
}

export function canChangeOrderStatus(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** Seed §4 dashboard groups. */
export const ORDER_GROUPS = ['to_validate', 'in_progress', 'cancelled', 'done'] as const;
export type OrderGroup = (typeof ORDER_GROUPS)[number];

export function orderGroup(status: OrderStatus): OrderGroup {
  if (status === 'pending_validation') return 'to_validate';
  if (status === 'cancelled') return 'cancelled';
  if (status === 'done') return 'done';
  return 'in_progress';
}

/** The statuses of a group, for a list filter. */
export function statusesOfGroup(group: OrderGroup): OrderStatus[] {
  return ORDER_STATUSES.filter((s) => orderGroup(s) === group);
}

/**
 * The status a new order starts in: `pending_validation` when it is for an employee (not a fleet manager)
 * of a company whose condition requires the fleet manager's validation.
 */
export function initialOrderStatus(o: { companyRequiresValidation: boolean; forEmployee: boolean }): OrderStatus {
  return o.companyRequiresValidation && o.forEmployee ? 'pending_validation' : ORDER_START_STATUS;
}

/** The bike's contract kind once handed over: a purchase is sold, a lease keeps its own kind (seed §4). */
export function contractKindAfterHandover(contractType: 'purchase' | 'leasing' | 'leasing_with_maintenance_budget' | 'annual' | 'prepaid') {
  return contractType === 'purchase' ? ('sold' as const) : contractType;
}

/** Statuses in which an order is over: nothing more is delivered, assigned or edited. */
export const CLOSED_ORDER_STATUSES: readonly OrderStatus[] = ['done', 'cancelled'];
