import type { MaintenanceRequestDetail } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useRequestSaved } from '@/features/workshop/maintenance/api/use-request-saved';
import { apiClient } from '@/lib/api-client';

export const addMaintenancePhoto = (id: number, file: File) => {
  const body = new FormData();
  body.append('file', file);
  return apiClient.post<MaintenanceRequestDetail>(`/maintenance-requests/${id}/photos`, body);
};

export function useAddMaintenancePhoto(id: number) {
  const saved = useRequestSaved();
  return useMutation({ mutationFn: (file: File) => addMaintenancePhoto(id, file), onSuccess: saved });
}
