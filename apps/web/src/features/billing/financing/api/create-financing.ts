import type { BikeFinancingInput, Financing } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useFinancingSaved } from '@/features/billing/financing/api/use-financing-saved';
import { apiClient } from '@/lib/api-client';

/** What the form sends (the API fills the status by default). */
export type FinancingBody = Omit<BikeFinancingInput, 'status' | 'notes'> & { status?: BikeFinancingInput['status']; notes: string | null };

export const createFinancing = (input: FinancingBody) => apiClient.post<Financing>('/external-financing', input);

export function useCreateFinancing() {
  const saved = useFinancingSaved();
  return useMutation({ mutationFn: createFinancing, onSuccess: saved });
}
