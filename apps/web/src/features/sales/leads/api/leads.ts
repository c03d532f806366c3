import type { historyListSchema, LeadDetail, LeadInput, LeadStatus, leadListSchema } from '@veloport/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type { LeadDetail };
export type LeadList = Infer<typeof leadListSchema>;
export type HistoryList = Infer<typeof historyListSchema>;
/** What the lead form sends (the API fills the defaults). */
export type LeadBody = Omit<LeadInput, 'source' | 'locale'> & { source?: LeadInput['source']; locale?: LeadInput['locale'] };

export function useLeads(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['leads', 'list', query],
    queryFn: () => apiClient.get<LeadList>('/leads', { query }),
    placeholderData: keepPreviousData,
  });
}

export function useLead(id: number) {
  return useQuery({
    queryKey: ['leads', id],
    queryFn: () => apiClient.get<LeadDetail>(`/leads/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useLeadHistory(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['leads', id, 'history'],
    queryFn: () => apiClient.get<HistoryList>(`/leads/${id}/history`, { query: { perPage: 100 } }),
    enabled,
  });
}

/** Keeps a lead just answered by the API, and refreshes the lists and its history. */
function useLeadSaved() {
  const queryClient = useQueryClient();
  return (lead: LeadDetail) => {
    queryClient.setQueryData(['leads', lead.id], lead);
    void queryClient.invalidateQueries({ queryKey: ['leads', 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['leads', lead.id, 'history'] });
  };
}

export function useCreateLead() {
  const saved = useLeadSaved();
  return useMutation({ mutationFn: (input: LeadBody) => apiClient.post<LeadDetail>('/leads', input), onSuccess: saved });
}

export function useUpdateLead(id: number) {
  const saved = useLeadSaved();
  return useMutation({ mutationFn: (input: LeadBody) => apiClient.put<LeadDetail>(`/leads/${id}`, input), onSuccess: saved });
}

export function useLeadStatus(id: number) {
  const saved = useLeadSaved();
  return useMutation({
    mutationFn: (status: LeadStatus) => apiClient.post<LeadDetail>(`/leads/${id}/status`, { status }),
    onSuccess: saved,
  });
}

export function useAddLeadNote(id: number) {
  const saved = useLeadSaved();
  return useMutation({ mutationFn: (body: string) => apiClient.post<LeadDetail>(`/leads/${id}/notes`, { body }), onSuccess: saved });
}

/** Admin: the lead's private customer account, so an offer can name them. */
export function useCreateLeadCustomer(id: number) {
  const saved = useLeadSaved();
  return useMutation({ mutationFn: () => apiClient.post<LeadDetail>(`/leads/${id}/customer`), onSuccess: saved });
}

type ModelChoice = { id: number; brand: string; model: string; sizes: string[] };

/** The catalogue's bike models, for the bike a lead is interested in. */
export function useModelChoices() {
  return useQuery({
    queryKey: ['catalog', 'bikes', 'lead-interest'],
    queryFn: () => apiClient.get<{ data: ModelChoice[] }>('/catalog/bikes', { query: { perPage: 100, sort: 'name' } }),
    staleTime: 5 * 60_000,
  });
}
