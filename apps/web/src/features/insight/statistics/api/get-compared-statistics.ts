import {
  previousPeriod,
  samePeriodLastYear,
  type MarginStatistics,
  type RepairStatistics,
  type SalesStatistics,
  type StatisticsPeriod,
} from '@veloport/domain';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { statisticsKeys } from '@/features/insight/statistics/api/statistics-keys';
import { apiClient } from '@/lib/api-client';

export type StatisticsKind = 'sales' | 'margin' | 'repair';
type Figures = { sales: SalesStatistics; margin: MarginStatistics; repair: RepairStatistics };

const getStatistics = <K extends StatisticsKind>(kind: K, query: Record<string, string>) =>
  apiClient.get<Figures[K]>(`/statistics/${kind}`, { query });

/**
 * A statistic for the period, the period just before and the same period last year: the API asked three times, the
 * same way, so the three read alike.
 */
export function useComparedStatistics<K extends StatisticsKind>(kind: K, period: StatisticsPeriod, extra: Record<string, string> = {}) {
  const periods = [period, previousPeriod(period), samePeriodLastYear(period)];
  const [current, previous, lastYear] = useQueries({
    queries: periods.map((p) => {
      const query = { from: p.from, to: p.to, ...extra };
      return {
        queryKey: statisticsKeys.figures(kind, query),
        queryFn: () => getStatistics(kind, query),
        placeholderData: keepPreviousData,
      };
    }),
  });
  return { current: current!, previous: previous!, lastYear: lastYear!, periods };
}
