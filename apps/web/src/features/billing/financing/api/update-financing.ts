import type { BikeFinancingPatch, Financing } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useFinancingSaved } from '@/features/billing/financing/api/use-financing-saved';
import { apiClient } from '@/lib/api-client';

export const updateFinancing = (id: number, input: BikeFinancingPatch) => apiClient.patch<Financing>(`/external-financing/${id}`, input);

export function useUpdateFinancing(id: number) {
  const saved = useFinancingSaved();
  return useMutation({ mutationFn: (input: BikeFinancingPatch) => updateFinancing(id, input), onSuccess: saved });
}
