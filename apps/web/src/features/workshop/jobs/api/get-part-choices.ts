import type { PartChoice } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { jobsKeys } from '@/features/workshop/jobs/api/jobs-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/workshop/parts/choices: the picker's parts in every store, matching `q`. */
export const getPartChoices = (q: string, signal?: AbortSignal) =>
  apiClient.get<{ data: PartChoice[] }>('/workshop/parts/choices', { query: q ? { q } : {}, signal });

export const partChoicesQueryOptions = (q: string, enabled: boolean) =>
  queryOptions({
    queryKey: jobsKeys.partChoices(q),
    queryFn: ({ signal }) => getPartChoices(q, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

/** One choice per part, whatever store holds it, with the stores' quantities added up (the job form's picker). */
export function usePartChoices(q: string, enabled: boolean) {
  const query = useQuery(partChoicesQueryOptions(q, enabled));
  const merged = new Map<string, PartChoice>();
  for (const c of query.data?.data ?? []) {
    const key = c.partId !== null ? `p${c.partId}` : `a${c.accessoryId}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, quantity: seen.quantity + c.quantity } : c);
  }
  return [...merged.values()];
}
