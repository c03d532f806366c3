import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { publicAccessoryDetailResponseSchema, publicAccessoryListSchema } from '@veloport/domain';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type PublicAccessoryList = Infer<typeof publicAccessoryListSchema>;
export type PublicAccessoryDetail = Infer<typeof publicAccessoryDetailResponseSchema>['accessory'];

export const getAccessories = (query: Record<string, string | number>, signal?: AbortSignal) =>
  apiClient.get<PublicAccessoryList>('/public/catalog/accessories', { query, signal });

export function useAccessories(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['public', 'accessories', query],
    queryFn: ({ signal }) => getAccessories(query, signal),
    placeholderData: keepPreviousData,
  });
}
