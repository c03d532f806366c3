import type { MaintenanceRequestDetail } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useRequestSaved } from '@/features/workshop/maintenance/api/use-request-saved';
import { apiClient } from '@/lib/api-client';

export const refuseDate = (id: number, { proposalId, comment }: { proposalId: number; comment: string }) =>
  apiClient.post<MaintenanceRequestDetail>(`/maintenance-requests/${id}/date-proposals/${proposalId}/refuse`, { comment });

export function useRefuseDate(id: number) {
  const saved = useRequestSaved();
  return useMutation({ mutationFn: (refusal: { proposalId: number; comment: string }) => refuseDate(id, refusal), onSuccess: saved });
}
