import type { JobLines } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useJobLinesSaved } from '@/features/workshop/jobs/api/use-job-lines-saved';
import { apiClient } from '@/lib/api-client';

export type JobLineBody =
  | { kind: 'service'; servicePriceId: number; quantity: number }
  | {
      kind: 'part';
      partId: number | null;
      accessoryId: number | null;
      description: string | null;
      quantity: number;
      unitPriceCents: number;
    }
  | { kind: 'labour'; description: string; quantity: number; unitPriceCents: number };

export const addJobLine = (id: number, body: JobLineBody) => apiClient.post<JobLines>(`/maintenance-requests/${id}/lines`, body);

export function useAddJobLine(id: number) {
  const saved = useJobLinesSaved(id);
  return useMutation({ mutationFn: (body: JobLineBody) => addJobLine(id, body), onSuccess: saved });
}
