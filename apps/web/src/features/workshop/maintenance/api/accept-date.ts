import type { MaintenanceRequestDetail } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useRequestSaved } from '@/features/workshop/maintenance/api/use-request-saved';
import { apiClient } from '@/lib/api-client';

export const acceptDate = (id: number, proposalId: number) =>
  apiClient.post<MaintenanceRequestDetail>(`/maintenance-requests/${id}/date-proposals/${proposalId}/accept`);

export function useAcceptDate(id: number) {
  const saved = useRequestSaved();
  return useMutation({ mutationFn: (proposalId: number) => acceptDate(id, proposalId), onSuccess: saved });
}
