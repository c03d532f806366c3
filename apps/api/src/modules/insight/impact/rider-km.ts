import { brusselsToday, commuteKm, DEFAULT_CAR_GRAMS_PER_KM, type Clock, type RankingPeriod, type RiderTotal } from '@veloport/domain';
import type { DbOrTx } from '../../../db/client';
import { impactRepository as repo, type RiderScope } from './impact.repository';

/** The CO2 factor in force: the admin's, or the documented default (decision 093). */
export const carGramsPerKm = async (db: DbOrTx) => (await repo.carGramsPerKm(db)) ?? DEFAULT_CAR_GRAMS_PER_KM;

/**
 * Each rider's kilometres over `period`: the declared commute × 2 × the days ridden (the shared-bike days of a month when
 * there are some, the declared days otherwise) plus the rides added by hand (decision 093).
 */
export async function riderTotals(db: DbOrTx, clock: Clock, scope: RiderScope, period: RankingPeriod): Promise<RiderTotal[]> {
  const riders = await repo.riders(db, scope, period.from, period.to);
  const commuters = riders.filter((r) => r.oneWayKm !== null).map((r) => r.userId);
  const days = new Map<number, Map<string, number>>();
  for (const row of await repo.sharedBikeDays(db, commuters, period.from, period.to)) {
    const perMonth = days.get(row.userId) ?? new Map<string, number>();
    perMonth.set(row.month, row.days);
    days.set(row.userId, perMonth);
  }
  const today = brusselsToday(clock);
  return riders.map((r) => {
    const commute =
      r.oneWayKm !== null && r.since !== null ? { oneWayKm: r.oneWayKm, daysPerMonth: r.daysPerMonth ?? 0, since: r.since } : null;
    const km = commuteKm(period.months, commute, days.get(r.userId) ?? new Map(), today) + r.ridesKm;
    return { userId: r.userId, name: r.name, anonymous: r.anonymous, km };
  });
}
