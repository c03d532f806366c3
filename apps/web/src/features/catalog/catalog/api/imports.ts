import type { ImportBrand, importRunListSchema, importRunSchema, applyImportResponseSchema } from '@veloport/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type ImportRun = Infer<typeof importRunSchema>;
export type ImportRunList = Infer<typeof importRunListSchema>;
export type ApplyImportResult = Infer<typeof applyImportResponseSchema>;

export function useImportRuns(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['catalog', 'imports', 'list', query],
    queryFn: () => apiClient.get<ImportRunList>('/catalog/imports', { query }),
    placeholderData: keepPreviousData,
  });
}

export function useImportRun(id: number | null) {
  return useQuery({
    queryKey: ['catalog', 'imports', id],
    queryFn: () => apiClient.get<{ run: ImportRun }>(`/catalog/imports/${id}`).then((r) => r.run),
    enabled: id !== null,
  });
}

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
      queryClient.setQueryData(['catalog', 'imports', run.id], run);
      void queryClient.invalidateQueries({ queryKey: ['catalog', 'imports', 'list'] });
    },
  });
}

export const applyImport = ({ id, apply }: { id: number; apply: string[] }): Promise<ApplyImportResult> =>
  apiClient.post<ApplyImportResult>(`/catalog/imports/${id}/apply`, { apply });

export function useApplyImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyImport,
    onSuccess: (result) => {
      queryClient.setQueryData(['catalog', 'imports', result.run.id], result.run);
      void queryClient.invalidateQueries({ queryKey: ['catalog', 'imports', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['catalog', 'bikes'] });
    },
  });
}
