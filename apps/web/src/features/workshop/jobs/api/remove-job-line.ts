import type { JobLines } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useJobLinesSaved } from '@/features/workshop/jobs/api/use-job-lines-saved';
import { apiClient } from '@/lib/api-client';

export const removeJobLine = (id: number, lineId: number) => apiClient.delete<JobLines>(`/maintenance-requests/${id}/lines/${lineId}`);

export function useRemoveJobLine(id: number) {
  const saved = useJobLinesSaved(id);
  return useMutation({ mutationFn: (lineId: number) => removeJobLine(id, lineId), onSuccess: saved });
}
