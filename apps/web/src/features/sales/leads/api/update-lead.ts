import type { LeadDetail } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useLeadSaved } from '@/features/sales/leads/api/use-lead-saved';
import { apiClient } from '@/lib/api-client';
import type { LeadBody } from '@/features/sales/leads/api/create-lead';

export const updateLead = (id: number, input: LeadBody) => apiClient.put<LeadDetail>(`/leads/${id}`, input);

export function useUpdateLead(id: number) {
  const saved = useLeadSaved();
  return useMutation({ mutationFn: (input: LeadBody) => updateLead(id, input), onSuccess: saved });
}
