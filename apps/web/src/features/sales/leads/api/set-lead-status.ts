import type { LeadDetail, LeadStatus } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useLeadSaved } from '@/features/sales/leads/api/use-lead-saved';
import { apiClient } from '@/lib/api-client';

export const setLeadStatus = (id: number, status: LeadStatus) => apiClient.post<LeadDetail>(`/leads/${id}/status`, { status });

export function useSetLeadStatus(id: number) {
  const saved = useLeadSaved();
  return useMutation({ mutationFn: (status: LeadStatus) => setLeadStatus(id, status), onSuccess: saved });
}
