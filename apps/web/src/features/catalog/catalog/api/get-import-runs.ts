import type { importRunListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { catalogKeys } from '@/features/catalog/catalog/api/catalog-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type ImportRunList = Infer<typeof importRunListSchema>;

export const getImportRuns = (query: Record<string, string | number>) => apiClient.get<ImportRunList>('/catalog/imports', { query });

export const importRunsQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: catalogKeys.importList(query), queryFn: () => getImportRuns(query), placeholderData: keepPreviousData });

export function useImportRuns(query: Record<string, string | number>) {
  return useQuery(importRunsQueryOptions(query));
}
