import { brusselsDayOf, dayNumber, systemClock } from './brussels-time';
import type { FieldErrorCode } from './errors';

export const SOON_AVAILABLE_DAYS = 7;
/**
 * Seed §8: a failed stock-location load falls back to location 1, Liège. (Here rather than next to the zod
 * contracts: the web app needs it on every page, and zod schemas beside it would come along.)
 */
export const FALLBACK_STOCK_LOCATION = { current_location: 1, current_location_name: 'Liège' } as const;
export const SHARED_BIKE_DAYS_PER_YEAR = 60;
export const SHARED_BIKE_STATS_SINCE = '2024-04-01';

export type StockAvailability = 'in_stock' | 'soon_available' | 'not_in_stock';

export type StockInput = { inStock: number; expectedDate?: string | Date | null };

// Days are compared as Brussels calendar days so that "within 7 days" does not depend on the hour.
function brusselsDayNumber(value: string | Date): number | null {
  try {
    return dayNumber(brusselsDayOf(value));
  } catch {
    return null;
  }
}

export function stockAvailability({ inStock, expectedDate }: StockInput, now: Date = systemClock.now()): StockAvailability {
  if (inStock > 0) return 'in_stock';
  if (expectedDate === null || expectedDate === undefined) return 'not_in_stock';
  const expectedDay = brusselsDayNumber(expectedDate);
  const today = brusselsDayNumber(now);
  if (expectedDay === null || today === null) return 'not_in_stock';
  const daysAhead = expectedDay - today;
  // A date already in the past is stale supplier data, so no availability is promised.
  return daysAhead >= 0 && daysAhead <= SOON_AVAILABLE_DAYS ? 'soon_available' : 'not_in_stock';
}

const AVAILABILITY_RANK: Record<StockAvailability, number> = { in_stock: 2, soon_available: 1, not_in_stock: 0 };

/** A model's overall state from its states per store: in stock somewhere, else soon available somewhere, else not in stock. */
export function overallAvailability(states: readonly StockAvailability[]): StockAvailability {
  return states.reduce<StockAvailability>((best, s) => (AVAILABILITY_RANK[s] > AVAILABILITY_RANK[best] ? s : best), 'not_in_stock');
}

/** Seed §4 contract or stock kinds of a physical bike, as stable codes. */
export const CONTRACT_KINDS = [
  'leasing',
  'leasing_with_maintenance_budget',
  'annual',
  'prepaid',
  'order',
  'pending_delivery',
  'sold',
  'stock',
  'renting',
  'stolen',
  'scrapped',
] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

export const BIKE_STATUSES = ['usable', 'broken'] as const;
export type BikeStatus = (typeof BIKE_STATUSES)[number];

export const BIKE_EVENT_KINDS = [
  'created',
  'updated',
  'moved',
  'assigned',
  'contract_changed',
  'status_changed',
  'inventory_adjusted',
  'sold',
  'stolen',
  'scrapped',
  /** A write-off undone (decision 115): the bike back in its contract kind, as if never scrapped. */
  'scrapping_undone',
  'bought_back',
  'imported',
  'maintenance',
] as const;
export type BikeEventKind = (typeof BIKE_EVENT_KINDS)[number];

export const MOVEMENT_REASONS = ['delivery', 'sale', 'loss', 'correction', 'transfer'] as const;
export type MovementReason = (typeof MOVEMENT_REASONS)[number];

/**
 * A shop reorders when the stock falls to its level (decision 100): at the level counts, hence `<=`.
 * No level set (null) is never under it.
 */
export const isBelowReorderLevel = (quantity: number, reorderLevel: number | null) => reorderLevel !== null && quantity <= reorderLevel;

/** Kinds an assignment may set; sold and stolen have their own actions (they carry a date and a price). */
export const ASSIGNABLE_CONTRACT_KINDS = CONTRACT_KINDS.filter((k) => k !== 'sold' && k !== 'stolen');
/** Kinds billed per month over a duration: the contract length is required. */
export const MONTHLY_CONTRACT_KINDS: readonly ContractKind[] = ['leasing', 'leasing_with_maintenance_budget'];
/** Kinds of a bike that belongs to nobody yet: no company and no user. */
export const UNOWNED_CONTRACT_KINDS: readonly ContractKind[] = ['stock', 'pending_delivery'];
/**
 * Bikes an inventory expects to find on the shop floor: stock and customer orders waiting for pickup.
 * Leased, rented, sold or stolen bikes are elsewhere; pending deliveries have not arrived yet.
 */
export const ON_SITE_CONTRACT_KINDS: readonly ContractKind[] = ['stock', 'order'];

export type AssignmentInput = {
  contractKind: ContractKind;
  companyId: number | null;
  userId: number | null;
  contractMonths: number | null;
};

/** The field problems of an assignment, before any database lookup (an empty object means fine). */
export function assignmentProblems(input: AssignmentInput): Record<string, FieldErrorCode> {
  const problems: Record<string, FieldErrorCode> = {};
  if (!(ASSIGNABLE_CONTRACT_KINDS as readonly string[]).includes(input.contractKind)) problems.contractKind = 'invalid';
  else if (UNOWNED_CONTRACT_KINDS.includes(input.contractKind)) {
    if (input.companyId !== null) problems.companyId = 'must_be_empty';
    if (input.userId !== null) problems.userId = 'must_be_empty';
  } else if (input.companyId === null && input.userId === null && input.contractKind !== 'renting') {
    // A renting bike with neither a company nor a user is the shop's own rental fleet, rented by the day (decision 037).
    problems.userId = 'required';
  }
  if (MONTHLY_CONTRACT_KINDS.includes(input.contractKind) && input.contractMonths === null) problems.contractMonths = 'required';
  return problems;
}
