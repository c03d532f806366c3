import type { MaintenanceRequestDetail } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useRequestSaved } from '@/features/workshop/maintenance/api/use-request-saved';
import { apiClient } from '@/lib/api-client';

export const removeMaintenancePhoto = (id: number, index: number) =>
  apiClient.delete<MaintenanceRequestDetail>(`/maintenance-requests/${id}/photos/${index}`);

export function useRemoveMaintenancePhoto(id: number) {
  const saved = useRequestSaved();
  return useMutation({ mutationFn: (index: number) => removeMaintenancePhoto(id, index), onSuccess: saved });
}
