import { brusselsToday, commuteKm, DEFAULT_CAR_GRAMS_PER_KM, type Clock, type RankingPeriod, type RiderTotal } from '@veloport/domain';
import type { Db, DbOrTx } from '../../../db/client';
import type { PeopleService } from '../../identity/users/people.service';
import type { RidingDaysService } from '../../sharing/statistics/riding-days.service';
import { impactRepository as repo } from './impact.repository';

/** Whose kilometres a ranking or a report adds up: a company's people, one person, or everyone. */
export type RiderScope = { companyId: number } | { userId: number } | { userIds: number[] } | 'all';

/** Where riders' kilometres come from: this module's rides and commutes, identity's names, sharing's days. */
export type RiderSources = {
  clock: Clock;
  db: Db;
  people: Pick<PeopleService, 'membersOf' | 'rankingProfiles'>;
  ridingDays: Pick<RidingDaysService, 'perMonth'>;
};

/** The CO2 factor in force: the admin's, or the documented default (decision 093). */
export const carGramsPerKm = async (db: DbOrTx) => (await repo.carGramsPerKm(db)) ?? DEFAULT_CAR_GRAMS_PER_KM;

/**
 * Each rider's kilometres over `period`: the declared commute × 2 × the days ridden (the shared-bike days of a month when
 * there are some, the declared days otherwise) plus the rides added by hand (decision 093).
 */
export async function riderTotals(sources: RiderSources, scope: RiderScope, period: RankingPeriod): Promise<RiderTotal[]> {
  const { clock, db, people, ridingDays } = sources;
  const [allCommutes, rideTotals] = await Promise.all([repo.commutes(db), repo.rideTotals(db, period.from, period.to)]);
  // A commute declared after the period adds nothing to it.
  const commutes = new Map(allCommutes.filter((c) => c.since <= period.to).map((c) => [c.userId, c]));
  const ridden = new Map(rideTotals.map((r) => [r.userId, r.km]));
  let ids = [...new Set([...commutes.keys(), ...ridden.keys()])];
  if (scope !== 'all') {
    if ('userId' in scope) ids = ids.filter((id) => id === scope.userId);
    else if ('userIds' in scope) ids = ids.filter((id) => scope.userIds.includes(id));
    else ids = await people.membersOf(scope.companyId, ids);
  }
  const commuters = ids.filter((id) => commutes.has(id));
  const [profiles, dayRows] = await Promise.all([people.rankingProfiles(ids), ridingDays.perMonth(commuters, period.from, period.to)]);
  const days = new Map<number, Map<string, number>>();
  for (const row of dayRows) days.set(row.userId, (days.get(row.userId) ?? new Map<string, number>()).set(row.month, row.days));
  const today = brusselsToday(clock);
  return profiles.map((p) => {
    const c = commutes.get(p.id);
    const commute = c ? { oneWayKm: c.oneWayKm, daysPerMonth: c.daysPerMonth, since: c.since } : null;
    const km = commuteKm(period.months, commute, days.get(p.id) ?? new Map(), today) + (ridden.get(p.id) ?? 0);
    return { userId: p.id, name: p.name, anonymous: p.anonymous, km };
  });
}
