import type { LeadDetail, LeadInput } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useLeadSaved } from '@/features/sales/leads/api/use-lead-saved';
import { apiClient } from '@/lib/api-client';

/** What the lead form sends (the API fills the defaults). */
export type LeadBody = Omit<LeadInput, 'source' | 'locale'> & { source?: LeadInput['source']; locale?: LeadInput['locale'] };

export const createLead = (input: LeadBody) => apiClient.post<LeadDetail>('/leads', input);

export function useCreateLead() {
  const saved = useLeadSaved();
  return useMutation({ mutationFn: createLead, onSuccess: saved });
}
