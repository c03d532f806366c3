import type { MaintenanceRequestDetail } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useRequestSaved } from '@/features/workshop/maintenance/api/use-request-saved';
import { apiClient } from '@/lib/api-client';

export const setPriority = (id: number, priority: boolean) =>
  apiClient.post<MaintenanceRequestDetail>(`/maintenance-requests/${id}/priority`, { priority });

export function useSetPriority(id: number) {
  const saved = useRequestSaved();
  return useMutation({ mutationFn: (priority: boolean) => setPriority(id, priority), onSuccess: saved });
}
