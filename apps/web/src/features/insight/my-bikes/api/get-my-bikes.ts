import type { OwnedBikeList } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { meRoot } from '@/lib/query-roots';

/** Under the signed-in person's root: signing out or in as someone else drops them. */
export const myBikesKeys = { list: (q: string) => [...meRoot, 'bikes-overview', q] as const };

export const getMyBikes = (q: string) => apiClient.get<OwnedBikeList>('/me/bikes/overview', { query: q ? { q } : {} });

export const myBikesQueryOptions = (q: string) =>
  queryOptions({ queryKey: myBikesKeys.list(q), queryFn: () => getMyBikes(q), placeholderData: keepPreviousData });

export function useMyBikes(q: string) {
  return useQuery(myBikesQueryOptions(q));
}
