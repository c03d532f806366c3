import { daysInMonth, lastDayOfMonth } from './brussels-time';

/**
 * Riders' kilometres, the CO2 they saved and their ranking (issue 30, decision 093). Pure rules: the API reads the
 * rides, the commutes and the shared-bike days, and these turn them into kilometres, kilograms and ranks.
 */

/**
 * Grams of CO2 a car emits per kilometre when the settings say nothing: the European Environment Agency's average of
 * the new passenger cars registered in the EU in 2022, 108.2 g/km (WLTP), rounded down, so that a saving is never
 * overstated (decision 093).
 */
export const DEFAULT_CAR_GRAMS_PER_KM = 108;
/** The longest ride one adds by hand in a day: more is a typing mistake. */
export const MAX_RIDE_KM = 500;
/** The longest one-way commute one declares. */
export const MAX_COMMUTE_KM = 200;
/** Working days in a month at most. */
export const MAX_COMMUTE_DAYS = 31;

/** A ranking's period: a year (`2026`) or a month (`2026-11`). */
export type RankingPeriod = { from: string; to: string; months: string[] };

/** The first and last day and the months of `period` (YYYY or YYYY-MM); null when it is neither. */
export function rankingPeriodOf(period: string): RankingPeriod | null {
  if (/^\d{4}$/.test(period)) {
    const months = Array.from({ length: 12 }, (_, i) => `${period}-${String(i + 1).padStart(2, '0')}`);
    return { from: `${period}-01-01`, to: `${period}-12-31`, months };
  }
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(period);
  if (!m) return null;
  return { from: `${period}-01`, to: lastDayOfMonth(period), months: [period] };
}

/** A person's declared commute: one-way kilometres, the days a month they ride it, and the day they declared it. */
export type Commute = { oneWayKm: number; daysPerMonth: number; since: string };

/**
 * The days a commuter rode in `month`, as of `today`: the days they took a shared bike that month when there are any
 * (counted, so better than declared), otherwise the days they declared; a month not begun, or before the month the
 * commute was declared in, counts none; the month under way counts its share of the declared days so far.
 */
export function commuteDaysIn(month: string, commute: Commute, sharedBikeDays: number, today: string): number {
  if (`${month}-01` > today || month < commute.since.slice(0, 7)) return 0;
  if (sharedBikeDays > 0) return sharedBikeDays;
  if (lastDayOfMonth(month) <= today) return commute.daysPerMonth;
  const [y, m] = month.split('-').map(Number) as [number, number];
  const elapsed = Number(today.slice(8, 10));
  return Math.round((commute.daysPerMonth * elapsed) / daysInMonth(y, m));
}

/** Kilometres commuted in the months of a period: there and back each day ridden. */
export function commuteKm(months: string[], commute: Commute | null, sharedBikeDays: Map<string, number>, today: string): number {
  if (!commute) return 0;
  const days = months.reduce((n, month) => n + commuteDaysIn(month, commute, sharedBikeDays.get(month) ?? 0, today), 0);
  return commute.oneWayKm * 2 * days;
}

/** Kilograms of CO2 a car would have emitted over `km`, to the tenth. */
export const co2KgOf = (km: number, gramsPerKm: number) => Math.round((km * gramsPerKm) / 100) / 10;

/** Kilometres shown: to the tenth. */
export const roundKm = (km: number) => Math.round(km * 10) / 10;

export type RiderTotal = { userId: number; name: string; anonymous: boolean; km: number };
export type RankedRider = { rank: number; userId: number; name: string | null; km: number; co2Kg: number };

/**
 * The ranking: most kilometres first, riders with none left out; equal kilometres share a rank and the next rank skips
 * as many (1, 1, 3); a rider who chose "anonymous in ranking" has no name. Equal riders are listed by name, so the
 * order does not change between two readings.
 */
export function rankRiders(riders: RiderTotal[], gramsPerKm: number): RankedRider[] {
  const sorted = riders
    .map((r) => ({ ...r, km: roundKm(r.km) }))
    .filter((r) => r.km > 0)
    .sort((a, b) => b.km - a.km || a.name.localeCompare(b.name) || a.userId - b.userId);
  let rank = 0;
  return sorted.map((r, i) => {
    if (i === 0 || r.km !== sorted[i - 1]!.km) rank = i + 1;
    return { rank, userId: r.userId, name: r.anonymous ? null : r.name, km: r.km, co2Kg: co2KgOf(r.km, gramsPerKm) };
  });
}

/**
 * An event's teams by their members' kilometres added up, ranked by the riders' rule (ties share a rank, a team with
 * no kilometre is left out). A team's name is shown even when a member rides anonymously: it names the team, not them.
 */
export function rankTeamsByKm(
  teams: { teamId: number; name: string }[],
  members: { teamId: number; userId: number }[],
  riders: Pick<RiderTotal, 'userId' | 'km'>[],
  gramsPerKm: number,
): RankedRider[] {
  const kmOf = new Map(riders.map((r) => [r.userId, r.km]));
  const totals = teams.map((t) => ({
    userId: t.teamId,
    name: t.name,
    anonymous: false,
    km: members.filter((m) => m.teamId === t.teamId).reduce((sum, m) => sum + (kmOf.get(m.userId) ?? 0), 0),
  }));
  return rankRiders(totals, gramsPerKm);
}
