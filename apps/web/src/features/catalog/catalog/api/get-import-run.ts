import type { importRunSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogKeys } from '@/features/catalog/catalog/api/catalog-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type ImportRun = Infer<typeof importRunSchema>;

export const getImportRun = (id: number) => apiClient.get<{ run: ImportRun }>(`/catalog/imports/${id}`).then((r) => r.run);

export const importRunQueryOptions = (id: number | null) =>
  queryOptions({ queryKey: catalogKeys.importRun(id), queryFn: () => getImportRun(id!), enabled: id !== null });

export function useImportRun(id: number | null) {
  return useQuery(importRunQueryOptions(id));
}
