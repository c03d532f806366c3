import type { Booker } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reservationsKeys } from '@/features/sharing/reservations/api/reservations-keys';
import { apiClient } from '@/lib/api-client';

export type { Booker };

export const getBookers = (query: Record<string, string | number>) => apiClient.get<{ data: Booker[] }>('/shared-bikes/bookers', { query });

/** The people of a company a booking may be made for, searched by name or e-mail. */
export const bookersQueryOptions = (companyId: number | null, q: string, enabled: boolean) => {
  const query: Record<string, string | number> = { q };
  if (companyId) query.companyId = companyId;
  return queryOptions({
    queryKey: reservationsKeys.bookers(query),
    queryFn: () => getBookers(query),
    enabled,
    placeholderData: keepPreviousData,
  });
};

export function useBookers(companyId: number | null, q: string, enabled: boolean) {
  return useQuery(bookersQueryOptions(companyId, q, enabled));
}
