import type { Financing } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { financingKeys } from '@/features/billing/financing/api/financing-keys';
import { apiClient } from '@/lib/api-client';

export type { Financing };

export const getFinancing = (id: number) => apiClient.get<Financing>(`/external-financing/${id}`);

export const financingQueryOptions = (id: number) =>
  queryOptions({ queryKey: financingKeys.financing(id), queryFn: () => getFinancing(id), enabled: Number.isInteger(id) && id > 0 });

export function useFinancing(id: number) {
  return useQuery(financingQueryOptions(id));
}
