import type { LeadDetail } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useLeadSaved } from '@/features/sales/leads/api/use-lead-saved';
import { apiClient } from '@/lib/api-client';

export const addLeadNote = (id: number, body: string) => apiClient.post<LeadDetail>(`/leads/${id}/notes`, { body });

export function useAddLeadNote(id: number) {
  const saved = useLeadSaved();
  return useMutation({ mutationFn: (body: string) => addLeadNote(id, body), onSuccess: saved });
}
