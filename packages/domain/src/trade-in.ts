import { systemClock, yearOf } from './brussels-time';
import { batteryTier, type BatteryTier } from './tiers';

export const TRADE_IN_CONDITIONS = ['excellent', 'good', 'fair', 'poor'] as const;
export type TradeInCondition = (typeof TRADE_IN_CONDITIONS)[number];

/**
 * Trade-in estimate of a used electric bike, in cents:
 *   value = base(battery tier) × brand factor × max(0, 1 − 12 % × age in years) × condition factor
 *   range = [value × 0.85, value × 1.10], each rounded down/up to 10 €, never below 0.
 * The battery decides most of a used e-bike's price (it is the part a buyer replaces first),
 * premium brands hold their value better, and a bike loses about an eighth of its new value a year:
 * from 9 years on only the parts are worth something, which the shop does not buy back.
 */
export const TRADE_IN_BASE_CENTS: Record<BatteryTier, number> = { small: 90_000, medium: 130_000, large: 160_000 };
export const TRADE_IN_YEARLY_DEPRECIATION = 0.12;
export const TRADE_IN_CONDITION_FACTOR: Record<TradeInCondition, number> = { excellent: 1, good: 0.85, fair: 0.65, poor: 0.4 };
export const TRADE_IN_PREMIUM_BRANDS = [
  'riese & müller',
  'riese und müller',
  'moustache',
  'stromer',
  'specialized',
  'gazelle',
  'cube',
  'trek',
  'kalkhoff',
];
export const TRADE_IN_PREMIUM_FACTOR = 1.15;
const RANGE = { low: 0.85, high: 1.1 } as const;
const STEP_CENTS = 1000;

export type TradeInInput = { brand: string; year: number; batteryWh: number; condition: TradeInCondition };
export type TradeInEstimate = { minCents: number; maxCents: number };

export function tradeInEstimate(input: TradeInInput, now: Date = systemClock.now()): TradeInEstimate {
  const currentYear = yearOf(now);
  if (!Number.isInteger(input.year) || input.year > currentYear) throw new RangeError('year must be an integer not in the future');
  const age = currentYear - input.year;
  const premium = TRADE_IN_PREMIUM_BRANDS.includes(input.brand.trim().toLowerCase());
  const value =
    TRADE_IN_BASE_CENTS[batteryTier(input.batteryWh)] *
    (premium ? TRADE_IN_PREMIUM_FACTOR : 1) *
    Math.max(0, 1 - TRADE_IN_YEARLY_DEPRECIATION * age) *
    TRADE_IN_CONDITION_FACTOR[input.condition];
  return {
    minCents: Math.max(0, Math.floor((value * RANGE.low) / STEP_CENTS) * STEP_CENTS),
    maxCents: Math.max(0, Math.ceil((value * RANGE.high) / STEP_CENTS) * STEP_CENTS),
  };
}
