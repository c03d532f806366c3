import {
  addDays,
  brusselsStartOfDay,
  marginOf,
  monthsOfPeriod,
  percentOf,
  periodCapacityMinutes,
  roundDays,
  STATISTICS_NONE,
  type MarginStatistics,
  type MarginStatisticsQuery,
  type RepairStatistics,
  type RepairStatisticsQuery,
  type SalesStatistics,
  type SalesStatisticsQuery,
  type Locale,
} from '@veloport/domain';
import type { Db } from '../../../db/client';
import { insightStatisticsRepository as repo, type TurnaroundRow } from './statistics.repository';

/** The stores' names in the reader's language (Liège, Luik; decision 101). */
type Stores = { locations(language: Locale): Promise<Map<number, { name: string }>> };
type Deps = { db: Db; stores: Stores };

const sum = <T>(rows: T[], value: (row: T) => number) => rows.reduce((n, r) => n + value(r), 0);

/**
 * A series in reading order: month by month with the empty months in, else the biggest revenue first and "none"
 * (no store, no brand) last.
 */
function ordered<T extends { key: string; revenueExclVatCents: number }>(
  rows: T[],
  byMonth: boolean,
  period: { from: string; to: string },
  empty: (key: string) => T,
): T[] {
  if (byMonth) {
    const found = new Map(rows.map((r) => [r.key, r]));
    return monthsOfPeriod(period).map((month) => found.get(month) ?? empty(month));
  }
  return [...rows].sort(
    (a, b) =>
      Number(a.key === STATISTICS_NONE) - Number(b.key === STATISTICS_NONE) ||
      b.revenueExclVatCents - a.revenueExclVatCents ||
      a.key.localeCompare(b.key),
  );
}

/** Most requests first, "none" (no store, nobody recorded) last. */
const byRequests = (a: { key: string; requests: number }, b: { key: string; requests: number }) =>
  Number(a.key === STATISTICS_NONE) - Number(b.key === STATISTICS_NONE) || b.requests - a.requests || a.key.localeCompare(b.key);

/** The admin's sales, margin and repair statistics (issue 30, decision 090): one aggregate query each. */
export function createInsightStatisticsService({ db, stores: storeNames }: Deps) {
  /** A store's row named in the reader's language; the name as typed when the store has no translation. */
  const inLanguage = async <T extends { key: string; label: string }>(rows: T[], language: Locale): Promise<T[]> => {
    const names = await storeNames.locations(language);
    return rows.map((r) => ({ ...r, label: names.get(Number(r.key))?.name ?? r.label }));
  };
  return {
    async sales({ from, to, groupBy }: SalesStatisticsQuery, language: Locale): Promise<SalesStatistics> {
      const offers = await repo.offers(db, brusselsStartOfDay(from), brusselsStartOfDay(addDays(to, 1)));
      const rows = (await repo.sales(db, from, to, groupBy)).map((r) => ({
        key: r.key ?? STATISTICS_NONE,
        label: r.label ?? STATISTICS_NONE,
        orders: r.orders,
        units: r.units,
        revenueExclVatCents: r.revenue,
      }));
      const series = ordered(groupBy === 'store' ? await inLanguage(rows, language) : rows, groupBy === 'month', { from, to }, (key) => ({
        key,
        label: key,
        orders: 0,
        units: 0,
        revenueExclVatCents: 0,
      }));
      return {
        from,
        to,
        groupBy,
        series,
        totals: {
          orders: sum(rows, (r) => r.orders),
          units: sum(rows, (r) => r.units),
          revenueExclVatCents: sum(rows, (r) => r.revenueExclVatCents),
        },
        offers: {
          made: offers.made,
          signed: offers.signed,
          conversionPercent: percentOf(offers.signed, offers.made),
          medianDaysToSign: roundDays(offers.median),
        },
      };
    },

    async margin({ from, to, groupBy }: MarginStatisticsQuery): Promise<MarginStatistics> {
      const figures = (revenueExclVatCents: number, costCents: number, unknownCostRevenueCents: number) => ({
        revenueExclVatCents,
        costCents,
        unknownCostRevenueCents,
        marginCents: marginOf({ revenueExclVatCents, costCents, unknownCostRevenueCents }),
      });
      const rows = (await repo.margin(db, from, to, groupBy)).map((r) => {
        const key = r.key ?? STATISTICS_NONE;
        return { key, label: r.label ?? key, ...figures(r.revenue, r.cost, r.unknown) };
      });
      const series = ordered(rows, groupBy === 'month', { from, to }, (key) => ({ key, label: key, ...figures(0, 0, 0) }));
      return {
        from,
        to,
        groupBy,
        series,
        totals: figures(
          sum(rows, (r) => r.revenueExclVatCents),
          sum(rows, (r) => r.costCents),
          sum(rows, (r) => r.unknownCostRevenueCents),
        ),
      };
    },

    async repair({ from, to }: RepairStatisticsQuery, language: Locale): Promise<RepairStatistics> {
      const start = brusselsStartOfDay(from);
      const end = brusselsStartOfDay(addDays(to, 1));
      const counts = await repo.repairCounts(db, start, end);
      const turnaround = await repo.turnaround(db, start, end);
      const capacity = await repo.capacity(db, from, to);
      const by = (keyOf: (r: (typeof counts)[number]) => string) => {
        const totals = new Map<string, number>();
        for (const r of counts) if (r.requests) totals.set(keyOf(r), (totals.get(keyOf(r)) ?? 0) + r.requests);
        return [...totals]
          .map(([key, requests]) => ({ key, requests }))
          .sort((a, b) => b.requests - a.requests || a.key.localeCompare(b.key));
      };
      const all = turnaround.find((r) => r.group === 'all');
      const finishedOf = (r: TurnaroundRow | undefined) => ({
        finished: r?.finished ?? 0,
        medianTurnaroundDays: roundDays(r?.median ?? null),
      });
      const load = (bookedMinutes: number, capacityMinutes: number) => ({
        bookedMinutes,
        capacityMinutes,
        loadPercent: percentOf(bookedMinutes, capacityMinutes),
      });

      // A store is in the list when it had requests, finished some, or has mechanic hours in the period.
      const stores = new Map<string, { label: string; requests: number; booked: number; capacity: number; done?: TurnaroundRow }>();
      const store = (id: number | null, name: string | null) => {
        const key = id === null ? STATISTICS_NONE : String(id);
        if (!stores.has(key)) stores.set(key, { label: name ?? STATISTICS_NONE, requests: 0, booked: 0, capacity: 0 });
        return stores.get(key)!;
      };
      for (const r of counts) {
        const s = store(r.storeId, r.storeName);
        s.requests += r.requests;
        s.booked += r.booked;
      }
      for (const r of turnaround.filter((t) => t.group === 'store')) store(r.id, r.name).done = r;
      const weekly = new Map<number, { name: string; minutes: number[] }>();
      for (const w of capacity.weekdays) {
        const s = weekly.get(w.storeId) ?? { name: w.storeName, minutes: [0, 0, 0, 0, 0, 0, 0] };
        s.minutes[w.weekday] = w.minutes;
        weekly.set(w.storeId, s);
      }
      for (const id of new Set([...weekly.keys(), ...capacity.exceptions.map((e) => e.storeId)])) {
        const s = weekly.get(id);
        const exceptions = capacity.exceptions.filter((e) => e.storeId === id);
        const minutes = periodCapacityMinutes(s?.minutes ?? [0, 0, 0, 0, 0, 0, 0], exceptions, { from, to });
        if (s || minutes) store(id, s?.name ?? null).capacity = minutes;
      }
      const byStore = (
        await inLanguage(
          [...stores].map(([key, s]) => ({
            key,
            label: s.label,
            requests: s.requests,
            ...finishedOf(s.done),
            ...load(s.booked, s.capacity),
          })),
          language,
        )
      ).sort(byRequests);
      const byMechanic = turnaround
        .filter((r) => r.group === 'mechanic')
        .map((r) => ({
          key: r.id === null ? STATISTICS_NONE : String(r.id),
          label: r.name ?? STATISTICS_NONE,
          requests: r.finished,
          ...finishedOf(r),
        }))
        .sort(byRequests);
      return {
        from,
        to,
        requests: sum(counts, (r) => r.requests),
        finished: all?.finished ?? 0,
        medianTurnaroundDays: roundDays(all?.median ?? null),
        p90TurnaroundDays: roundDays(all?.p90 ?? null),
        byCategory: by((r) => r.location),
        byPriority: by((r) => (r.priority ? 'urgent' : 'normal')),
        byStore,
        byMechanic,
        firstTimeFixPercent: percentOf(all?.fixedFirstTime ?? 0, all?.onKnownBike ?? 0),
        workshopLoad: load(
          sum(byStore, (s) => s.bookedMinutes),
          sum(byStore, (s) => s.capacityMinutes),
        ),
      };
    },
  };
}

export type InsightStatisticsService = ReturnType<typeof createInsightStatisticsService>;
