export const DISCOUNT_BADGE_KEY = 'discount.badge';

export function discountPercent(catalogueCents: number, discountedCents: number): number {
  if (!Number.isFinite(catalogueCents) || !Number.isFinite(discountedCents)) return 0;
  if (catalogueCents <= 0 || discountedCents < 0 || discountedCents >= catalogueCents) return 0;
  // Working in half-percent units keeps the division single and avoids 15.000000000000002.
  const halfPercents = Math.round(((catalogueCents - discountedCents) * 200) / catalogueCents);
  return halfPercents / 2;
}
