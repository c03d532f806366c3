import type { MaintenanceRequestDetail } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useRequestSaved } from '@/features/workshop/maintenance/api/use-request-saved';
import { apiClient } from '@/lib/api-client';

/** The workshop's estimate of the job's length, which the capacity books on the planned day. */
export const setEstimate = (id: number, estimatedMinutes: number) =>
  apiClient.post<MaintenanceRequestDetail>(`/maintenance-requests/${id}/estimate`, { estimatedMinutes });

export function useSetEstimate(id: number) {
  const saved = useRequestSaved();
  return useMutation({ mutationFn: (estimatedMinutes: number) => setEstimate(id, estimatedMinutes), onSuccess: saved });
}
