import type { ImportBrand } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportRun } from '@/features/catalog/catalog/api/get-import-run';
import { catalogKeys } from '@/features/catalog/catalog/api/catalog-keys';
import { apiClient } from '@/lib/api-client';

export type PreviewRequest = { brand: ImportBrand } & ({ sample: true } | { sample: false; format: 'json' | 'csv'; content: string });

export const previewImport = (request: PreviewRequest): Promise<ImportRun> =>
  (request.sample
    ? apiClient.post<{ run: ImportRun }>(`/catalog/imports/${request.brand}/sample`)
    : apiClient.post<{ run: ImportRun }>(`/catalog/imports/${request.brand}`, { format: request.format, content: request.content })
  ).then((r) => r.run);

export function usePreviewImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: previewImport,
    onSuccess: (run) => {
      queryClient.setQueryData(catalogKeys.importRun(run.id), run);
      void queryClient.invalidateQueries({ queryKey: catalogKeys.importLists() });
    },
  });
}
