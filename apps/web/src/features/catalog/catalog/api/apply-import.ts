import type { applyImportResponseSchema } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogKeys } from '@/features/catalog/catalog/api/catalog-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type ApplyImportResult = Infer<typeof applyImportResponseSchema>;

export const applyImport = ({ id, apply }: { id: number; apply: string[] }): Promise<ApplyImportResult> =>
  apiClient.post<ApplyImportResult>(`/catalog/imports/${id}/apply`, { apply });

export function useApplyImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyImport,
    onSuccess: (result) => {
      queryClient.setQueryData(catalogKeys.importRun(result.run.id), result.run);
      void queryClient.invalidateQueries({ queryKey: catalogKeys.importLists() });
      void queryClient.invalidateQueries({ queryKey: catalogKeys.bikes() });
    },
  });
}
