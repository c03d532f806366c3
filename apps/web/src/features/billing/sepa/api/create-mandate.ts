import type { SepaMandateInput } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sepaKeys } from '@/features/billing/sepa/api/sepa-keys';
import { apiClient } from '@/lib/api-client';

/** What the mandate form sends (the API fills the defaults). */
export type MandateBody = Omit<SepaMandateInput, 'kind' | 'reference'> & { kind?: SepaMandateInput['kind']; reference?: string | null };

export const createMandate = (input: MandateBody) => apiClient.post<{ id: number; reference: string }>('/sepa/mandates', input);

export function useCreateMandate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createMandate, onSuccess: () => void queryClient.invalidateQueries({ queryKey: sepaKeys.all }) });
}
