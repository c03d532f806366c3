import type { LeasingRunPreview } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type { LeasingRunPreview };

/** What a month's leasing run would bill, before it runs. */
export const previewRun = (period: string) => apiClient.post<LeasingRunPreview>('/leasing/runs/preview', { period });

export function usePreviewRun() {
  return useMutation({ mutationFn: previewRun });
}
