import type { WorkshopPart } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { partsKeys } from '@/features/workshop/parts/api/parts-keys';
import { apiClient } from '@/lib/api-client';
import type { ListOf } from '@veloport/domain';

/** GET /api/workshop/parts: a page of parts with their stock in each store. */
export const getParts = (query: Record<string, string | number>, signal?: AbortSignal) =>
  apiClient.get<ListOf<WorkshopPart>>('/workshop/parts', { query, signal });

export const partsQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: partsKeys.list(query), queryFn: ({ signal }) => getParts(query, signal), placeholderData: keepPreviousData });

export function useParts(query: Record<string, string | number>) {
  return useQuery(partsQueryOptions(query));
}
