import type { LeadDetail } from '@veloport/domain';
import { useQueryClient } from '@tanstack/react-query';
import { leadsKeys } from '@/features/sales/leads/api/leads-keys';

/** Keeps a lead just answered by the API, and refreshes the lists and its history. */
export function useLeadSaved() {
  const queryClient = useQueryClient();
  return (lead: LeadDetail) => {
    queryClient.setQueryData(leadsKeys.lead(lead.id), lead);
    void queryClient.invalidateQueries({ queryKey: leadsKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: leadsKeys.history(lead.id) });
  };
}
