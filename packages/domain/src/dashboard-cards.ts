import type { MaintenanceFilter } from './workshop/maintenance-requests';

/** An open or finished maintenance request of one of my bikes, as the my-bike card weighs it. */
export type MaintenanceVisitCandidate = {
  id: number;
  bikeId: number | null;
  filter: MaintenanceFilter;
  scheduledAt: string | null;
  desiredDate: string | null;
};
export type NextMaintenance = {
  requestId: number;
  bikeId: number | null;
  date: string | null;
  confirmed: boolean;
  filter: MaintenanceFilter;
};

/**
 * The my-bike card's "next maintenance" (decision 058): among the requests not finished, the soonest date from today
 * on — the workshop's planned date (confirmed) before the customer's wished day; a request still without any date
 * comes after the dated ones (it waits for the workshop's proposals); a past date of an unfinished request counts as
 * today's (the bike is at or due at the workshop). Nothing open: null.
 */
export function nextMaintenance(requests: readonly MaintenanceVisitCandidate[], today: string): NextMaintenance | null {
  const open = requests.filter((r) => r.filter !== 'finished');
  const dated = open
    .map((r) => ({ r, date: r.scheduledAt ?? r.desiredDate, confirmed: r.scheduledAt !== null }))
    .filter((c): c is { r: MaintenanceVisitCandidate; date: string; confirmed: boolean } => c.date !== null)
    .map((c) => ({ ...c, day: c.date.slice(0, 10) < today ? today : c.date.slice(0, 10) }))
    .sort((a, b) => a.day.localeCompare(b.day) || Number(b.confirmed) - Number(a.confirmed) || a.r.id - b.r.id);
  const first = dated[0];
  if (first) return { requestId: first.r.id, bikeId: first.r.bikeId, date: first.date, confirmed: first.confirmed, filter: first.r.filter };
  const undated = [...open].sort((a, b) => a.id - b.id)[0];
  return undated ? { requestId: undated.id, bikeId: undated.bikeId, date: null, confirmed: false, filter: undated.filter } : null;
}

/** Promotions shown to customers (the dashboard carousel): active, public, within their dates and not used up. */
export function isPromotionRunning(
  p: { active: boolean; isPublic: boolean; startsOn: string | null; endsOn: string | null; maxUses: number | null; usesCount: number },
  today: string,
): boolean {
  return (
    p.active &&
    p.isPublic &&
    (p.startsOn === null || p.startsOn <= today) &&
    (p.endsOn === null || p.endsOn >= today) &&
    (p.maxUses === null || p.usesCount < p.maxUses)
  );
}

/** The carousel turns by itself no faster than this (WCAG 2.2.2 lets people pause it; 5 s leaves time to read). */
export const CAROUSEL_MIN_INTERVAL_MS = 5_000;
/** Its default pace: a slide stays 8 s. */
export const CAROUSEL_INTERVAL_MS = 8_000;
