import type { orderBikeCandidatesSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { salesKeys } from '@/features/sales/offers-and-orders/api/sales-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type BikeCandidates = Infer<typeof orderBikeCandidatesSchema>;

export const getBikeCandidates = (orderId: number) => apiClient.get<BikeCandidates>(`/orders/${orderId}/bike-candidates`);

export const bikeCandidatesQueryOptions = (orderId: number, enabled: boolean) =>
  queryOptions({ queryKey: salesKeys.bikeCandidates(orderId), queryFn: () => getBikeCandidates(orderId), enabled });

export function useBikeCandidates(orderId: number, enabled: boolean) {
  return useQuery(bikeCandidatesQueryOptions(orderId, enabled));
}
