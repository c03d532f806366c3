import type { MaintenanceRequestDetail } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useRequestSaved } from '@/features/workshop/maintenance/api/use-request-saved';
import { apiClient } from '@/lib/api-client';

export const proposeDates = (id: number, dates: string[]) =>
  apiClient.post<MaintenanceRequestDetail>(`/maintenance-requests/${id}/date-proposals`, { dates });

export function useProposeDates(id: number) {
  const saved = useRequestSaved();
  return useMutation({ mutationFn: (dates: string[]) => proposeDates(id, dates), onSuccess: saved });
}
