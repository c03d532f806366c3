import type { LeadDetail } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useLeadSaved } from '@/features/sales/leads/api/use-lead-saved';
import { apiClient } from '@/lib/api-client';

/** Admin: the lead's private customer account, so an offer can name them. */
export const createLeadCustomer = (id: number) => apiClient.post<LeadDetail>(`/leads/${id}/customer`);

export function useCreateLeadCustomer(id: number) {
  const saved = useLeadSaved();
  return useMutation({ mutationFn: () => createLeadCustomer(id), onSuccess: saved });
}
