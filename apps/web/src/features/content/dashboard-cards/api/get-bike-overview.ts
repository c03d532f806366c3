import type { BikeOverview } from '@veloport/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const getBikeOverview = () => apiClient.get<BikeOverview>('/me/bike-overview');

/** My bikes, contracts and next maintenance for the dashboard's my-bike card. */
export function useBikeOverview() {
  return useQuery({ queryKey: ['me', 'bike-overview'], queryFn: getBikeOverview, staleTime: 60_000 });
}
