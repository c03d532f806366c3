import type { BikeOverview } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardCardsKeys } from '@/features/content/dashboard-cards/api/dashboard-cards-keys';
import { apiClient } from '@/lib/api-client';

export const getBikeOverview = () => apiClient.get<BikeOverview>('/me/bike-overview');

/** My bikes, contracts and next maintenance for the dashboard's my-bike card. */
export const bikeOverviewQueryOptions = () =>
  queryOptions({ queryKey: dashboardCardsKeys.bikeOverview(), queryFn: getBikeOverview, staleTime: 60_000 });

export function useBikeOverview() {
  return useQuery(bikeOverviewQueryOptions());
}
