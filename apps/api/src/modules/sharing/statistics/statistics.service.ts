import {
  bookingDays,
  addDays,
  brusselsStartOfDay,
  dayNumber,
  dayOfNumber,
  isCalendarDay,
  monthKeyOf,
  monthsBetween,
  monthsEndingWith,
  monthlyUsage,
  SHARED_BIKE_DAYS_PER_YEAR,
  SHARING_STATISTICS_MAX_DAYS,
  SHARING_STATISTICS_START,
  sharingStatisticsYears,
  yearlyDaysUsage,
  type AuthUser,
  type MyStatistics,
  type TurnedAwayQuery,
  type TurnedAwaySearch,
  type UsageStatistics,
  type UsageStatisticsQuery,
  type Clock,
} from '@veloport/domain';
import type { Db } from '../../../db/client';
import { invalid, notFound } from '../../../platform/errors';
import { EXPORT_MAX_ROWS } from '../../../platform/export';
import { pageOf } from '../../../platform/list';
import type { CompaniesService } from '../../companies/companies.service';
import type { ConditionsService } from '../../companies/conditions/conditions.service';
import type { IdentityService } from '../../identity/identity.service';
import type { BikesService } from '../../stock/bikes/bikes.service';
import { reservationsRepository } from '../reservations.repository';
import { statisticsRepository } from './statistics.repository';
import { scopeOf, scopedCompanyId } from '../../../platform/tenancy';

type Deps = {
  clock: Clock;
  db: Db;
  conditions: ConditionsService;
  companies: CompaniesService;
  bikes: BikesService;
  identity: IdentityService;
};
export type StatisticsService = ReturnType<typeof createStatisticsService>;

const hours = (minutes: number) => Math.round(minutes / 6) / 10;
const monthOf = (at: Date) => monthKeyOf(at);
const dayNumberOf = (date: string): number | null => (isCalendarDay(date) ? dayNumber(date) : null);
const midnight = (day: number) => brusselsStartOfDay(dayOfNumber(day));

/** Whole Brussels days, both ends included, from 1 April 2024 (seed §9), at most 800 days; 422 names the field. */
export function statisticsPeriod(from: string, to: string) {
  const first = dayNumberOf(from);
  const last = dayNumberOf(to);
  if (first === null) throw invalid({ from: 'invalid_date' });
  if (last === null) throw invalid({ to: 'invalid_date' });
  if (from < SHARING_STATISTICS_START) throw invalid({ from: 'before_statistics_start' });
  if (last < first) throw invalid({ to: 'end_before_start' });
  if (last - first + 1 > SHARING_STATISTICS_MAX_DAYS) throw invalid({ to: 'period_too_long' });
  return { first, last, start: midnight(first), end: midnight(last + 1) };
}

/** The months "YYYY-MM" a period of day numbers covers. */
function monthsOfPeriod(first: number, last: number): string[] {
  const end = monthKeyOf(dayOfNumber(last));
  return monthsEndingWith(end, monthsBetween(monthKeyOf(dayOfNumber(first)), end) + 1);
}

/** Shared-bike statistics (decision 038): my use since 1 April 2024, the fleet's use and the searches turned away. */
export function createStatisticsService({ clock, db, conditions, companies, bikes, identity }: Deps) {
  /** The company a caller looks at (decision 068): a fleet manager their own, an admin the one named (422 without); another, 404. */
  async function viewedCompanyId(caller: AuthUser, companyId?: number): Promise<number> {
    const id = scopedCompanyId(scopeOf(caller), companyId);
    if (!(await companies.exists(id))) throw notFound('No such company');
    return id;
  }

  async function sharedBikesOf(companyId: number) {
    const [condition, fleet] = await Promise.all([conditions.sharedBikeConditionOf(companyId), bikes.fleetOf(companyId)]);
    const named = condition.sharedBikes.bikeIds;
    const bikesShared = fleet
      .filter((b) => named.length === 0 || named.includes(b.id))
      .sort((a, b) => a.frameNumber.localeCompare(b.frameNumber));
    return { bikes: bikesShared, buildingIds: condition.sharedBikes.buildingIds };
  }

  async function turnedAwayViews(rows: Awaited<ReturnType<typeof statisticsRepository.turnedAwayPage>>): Promise<TurnedAwaySearch[]> {
    const [people, buildings] = await Promise.all([
      identity.namesByIds(rows.map((r) => r.userId)),
      conditions.buildingsByIds(rows.flatMap((r) => (r.buildingId ? [r.buildingId] : []))),
    ]);
    const buildingById = new Map(buildings.map((b) => [b.id, b]));
    return rows.map((r) => {
      const b = r.buildingId ? buildingById.get(r.buildingId) : undefined;
      return {
        id: r.id,
        at: r.searchedAt.toISOString(),
        building: b ? { id: b.id, name: b.name } : null,
        start: r.startAt.toISOString(),
        end: r.endAt.toISOString(),
        user: { id: r.userId, name: people.get(r.userId)?.name ?? '' },
      };
    });
  }

  return {
    /** My use in a year (this year by default): the 60-day counter, and trips, days and hours per month. */
    async mine(caller: AuthUser, year?: number): Promise<MyStatistics> {
      const now = clock.now();
      const years = sharingStatisticsYears(now);
      const shown = year ?? years[years.length - 1]!;
      if (!years.includes(shown)) throw invalid({ year: 'invalid' });
      // A reservation starting late on 31 December still uses 1 January: read a day either side.
      const from = brusselsStartOfDay(addDays(`${shown}-01-01`, -1));
      const to = brusselsStartOfDay(addDays(`${shown + 1}-01-01`, 1));
      const slots = await statisticsRepository.ofUserBetween(db, caller.id, from, to);
      const counted = slots.filter((s) => s.start >= brusselsStartOfDay(SHARING_STATISTICS_START));
      const months = monthlyUsage(counted, shown);
      return {
        year: shown,
        years,
        daysUsed: yearlyDaysUsage(counted, shown).used,
        limit: SHARED_BIKE_DAYS_PER_YEAR,
        trips: months.reduce((n, m) => n + m.trips, 0),
        months,
      };
    },

    /**
     * The company's use over a period: live reservations starting in it, per bike, per building, per Brussels month
     * (trips, hours booked, days used), the shared bikes nobody took, and the searches that found no free bike.
     */
    async usage(caller: AuthUser, q: UsageStatisticsQuery): Promise<UsageStatistics> {
      const period = statisticsPeriod(q.from, q.to);
      const companyId = await viewedCompanyId(caller, q.companyId);
      const [{ bikes: shared, buildingIds: sharingBuildings }, rows, buildings, turned] = await Promise.all([
        sharedBikesOf(companyId),
        statisticsRepository.usedBetween(db, companyId, period.start, period.end),
        conditions.buildingsOfCompany(companyId),
        statisticsRepository.turnedAwayCounts(db, statisticsRepository.turnedAwayWhere(companyId, period.start, period.end)),
      ]);
      const known = new Set(shared.map((b) => b.id));
      const extra = await bikes.fleetByIds([...new Set(rows.map((r) => r.bikeId).filter((id) => !known.has(id)))]);
      const allBikes = [...shared, ...extra];
      const homes = new Map(
        (
          await reservationsRepository.homes(
            db,
            allBikes.map((b) => b.id),
          )
        ).map((h) => [h.bikeId, h.buildingId]),
      );
      const buildingName = new Map(buildings.map((b) => [b.id, b.name]));
      const homeName = (bikeId: number) => buildingName.get(homes.get(bikeId) ?? -1) ?? null;

      type Acc = { trips: number; minutes: number; days: Set<number> };
      const acc = () => ({ trips: 0, minutes: 0, days: new Set<number>() });
      const add = (a: Acc, r: (typeof rows)[number]) => {
        a.trips++;
        a.minutes += (r.endAt.getTime() - r.startAt.getTime()) / 60_000;
        for (const d of bookingDays(r.startAt, r.endAt)) if (d >= period.first && d <= period.last) a.days.add(d);
      };
      const byBike = new Map<number, Acc>();
      const byBuilding = new Map<number | null, Acc>();
      const byMonth = new Map(monthsOfPeriod(period.first, period.last).map((m) => [m, acc()]));
      const total = acc();
      for (const r of rows) {
        add(total, r);
        if (!byBike.has(r.bikeId)) byBike.set(r.bikeId, acc());
        add(byBike.get(r.bikeId)!, r);
        if (!byBuilding.has(r.buildingId)) byBuilding.set(r.buildingId, acc());
        add(byBuilding.get(r.buildingId)!, r);
        const month = byMonth.get(monthOf(r.startAt));
        if (month) add(month, r);
      }
      const turnedByBuilding = new Map<number | null, number>();
      const turnedByMonth = new Map<string, number>();
      for (const t of turned) {
        turnedByBuilding.set(t.buildingId, (turnedByBuilding.get(t.buildingId) ?? 0) + 1);
        turnedByMonth.set(monthOf(t.startAt), (turnedByMonth.get(monthOf(t.startAt)) ?? 0) + 1);
      }
      const figures = (a: Acc | undefined) => ({ trips: a?.trips ?? 0, hours: hours(a?.minutes ?? 0), days: a?.days.size ?? 0 });
      const idleBikes = shared.filter((b) => !byBike.has(b.id));
      const lastUse = await statisticsRepository.lastUse(
        db,
        idleBikes.map((b) => b.id),
        period.end,
      );
      // The condition's buildings (all the company's when it names none), and any other building that saw use.
      const listed = buildings.filter((b) => sharingBuildings.length === 0 || sharingBuildings.includes(b.id)).map((b) => b.id);
      const buildingIds = [...new Set([...listed, ...byBuilding.keys(), ...turnedByBuilding.keys()])];

      return {
        companyId,
        from: q.from,
        to: q.to,
        totals: { ...figures(total), bikes: shared.length, idle: idleBikes.length, turnedAway: turned.length },
        bikes: allBikes.map((b) => ({ id: b.id, frameNumber: b.frameNumber, building: homeName(b.id), ...figures(byBike.get(b.id)) })),
        buildings: buildingIds
          .filter((id) => id === null || byBuilding.has(id) || turnedByBuilding.has(id) || buildingName.has(id))
          .map((id) => ({
            id,
            name: id === null ? '' : (buildingName.get(id) ?? ''),
            ...figures(byBuilding.get(id)),
            turnedAway: turnedByBuilding.get(id) ?? 0,
          }))
          .filter((b) => b.id !== null || b.trips > 0 || b.turnedAway > 0),
        months: [...byMonth.entries()].map(([month, a]) => ({
          month,
          trips: a.trips,
          hours: hours(a.minutes),
          turnedAway: turnedByMonth.get(month) ?? 0,
        })),
        idle: idleBikes.map((b) => ({
          id: b.id,
          frameNumber: b.frameNumber,
          building: homeName(b.id),
          lastUse: lastUse.get(b.id)?.toISOString() ?? null,
        })),
      };
    },

    /** The searches of the period that found no free bike, newest first: building, slot, who, when. */
    async turnedAway(caller: AuthUser, q: TurnedAwayQuery, forExport = false) {
      // Without a period: the last twelve months (not before the statistics start).
      const to = q.to ?? clock.today();
      // A `to` that is not a day is left for statisticsPeriod to refuse (422), not turned into an invalid Date here.
      const yearBefore = isCalendarDay(to) ? addDays(to, -364) : SHARING_STATISTICS_START;
      const period = statisticsPeriod(q.from ?? (yearBefore < SHARING_STATISTICS_START ? SHARING_STATISTICS_START : yearBefore), to);
      // An admin without a company reads every company's turned-away searches (a list, unlike the statistics).
      const companyId = scopeOf(caller).kind === 'all' && !q.companyId ? null : await viewedCompanyId(caller, q.companyId);
      const where = statisticsRepository.turnedAwayWhere(companyId, period.start, period.end, q.buildingId);
      if (forExport)
        return {
          data: await turnedAwayViews(await statisticsRepository.turnedAwayPage(db, where, q.sort, q.order, EXPORT_MAX_ROWS, 0)),
          meta: { page: 1, perPage: EXPORT_MAX_ROWS, total: 0 },
        };
      const [rows, total] = await Promise.all([
        statisticsRepository.turnedAwayPage(db, where, q.sort, q.order, q.perPage, (q.page - 1) * q.perPage),
        statisticsRepository.turnedAwayCount(db, where),
      ]);
      return pageOf(await turnedAwayViews(rows), total, q);
    },
  };
}
