import {
  addDays,
  brusselsStartOfDay,
  marginOf,
  monthsOfPeriod,
  roundDays,
  STATISTICS_NONE,
  type MarginStatistics,
  type MarginStatisticsQuery,
  type RepairStatistics,
  type RepairStatisticsQuery,
  type SalesStatistics,
  type SalesStatisticsQuery,
} from '@veloport/domain';
import type { Db } from '../../../db/client';
import { insightStatisticsRepository as repo } from './statistics.repository';

type Deps = { db: Db };

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

/** The admin's sales, margin and repair statistics (issue 30, decision 090): one aggregate query each. */
export function createInsightStatisticsService({ db }: Deps) {
  return {
    async sales({ from, to, groupBy }: SalesStatisticsQuery): Promise<SalesStatistics> {
      const rows = (await repo.sales(db, from, to, groupBy)).map((r) => ({
        key: r.key ?? STATISTICS_NONE,
        label: r.label ?? STATISTICS_NONE,
        orders: r.orders,
        units: r.units,
        revenueExclVatCents: r.revenue,
      }));
      const series = ordered(rows, groupBy === 'month', { from, to }, (key) => ({
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
        return { key, label: key, ...figures(r.revenue, r.cost, r.unknown) };
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

    async repair({ from, to }: RepairStatisticsQuery): Promise<RepairStatistics> {
      const start = brusselsStartOfDay(from);
      const end = brusselsStartOfDay(addDays(to, 1));
      const counts = await repo.repairCounts(db, start, end);
      const turnaround = await repo.turnaround(db, start, end);
      const by = (keyOf: (r: (typeof counts)[number]) => string) => {
        const totals = new Map<string, number>();
        for (const r of counts) totals.set(keyOf(r), (totals.get(keyOf(r)) ?? 0) + r.requests);
        return [...totals]
          .map(([key, requests]) => ({ key, requests }))
          .sort((a, b) => b.requests - a.requests || a.key.localeCompare(b.key));
      };
      return {
        from,
        to,
        requests: sum(counts, (r) => r.requests),
        finished: turnaround.finished,
        medianTurnaroundDays: roundDays(turnaround.median),
        p90TurnaroundDays: roundDays(turnaround.p90),
        byCategory: by((r) => r.location),
        byPriority: by((r) => (r.priority ? 'urgent' : 'normal')),
      };
    },
  };
}

export type InsightStatisticsService = ReturnType<typeof createInsightStatisticsService>;
