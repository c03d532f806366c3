import type { MaintenanceRequestDetail, MaintenanceStep } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useRequestSaved } from '@/features/workshop/maintenance/api/use-request-saved';
import { apiClient } from '@/lib/api-client';

export const advanceStep = (id: number, step: MaintenanceStep) =>
  apiClient.post<MaintenanceRequestDetail>(`/maintenance-requests/${id}/steps`, { step });

export function useAdvanceStep(id: number) {
  const saved = useRequestSaved();
  return useMutation({ mutationFn: (step: MaintenanceStep) => advanceStep(id, step), onSuccess: saved });
}
