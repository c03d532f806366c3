import type { Forecast, ForecastMetric } from '@veloport/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { forecastRoot } from '@/lib/query-roots';

export type { Forecast, ForecastMetric };

export const forecastKeys = { one: (metric: ForecastMetric, months: number) => [...forecastRoot, metric, months] as const };

/** History and the months ahead of one metric (admins). */
export function useForecast(metric: ForecastMetric, months: number) {
  return useQuery({
    queryKey: forecastKeys.one(metric, months),
    queryFn: () => apiClient.get<Forecast>('/statistics/forecast', { query: { metric, months } }),
    placeholderData: keepPreviousData,
  });
}
