import type { BikeFinancingInput, BikeFinancingPatch, Financing, financingListSchema } from '@veloport/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type { Financing };
export type FinancingList = Infer<typeof financingListSchema>;
/** What the form sends (the API fills the status by default). */
export type FinancingBody = Omit<BikeFinancingInput, 'status' | 'notes'> & { status?: BikeFinancingInput['status']; notes: string | null };

export function useFinancings(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['financing', 'list', query],
    queryFn: () => apiClient.get<FinancingList>('/external-financing', { query }),
    placeholderData: keepPreviousData,
  });
}

export function useFinancing(id: number) {
  return useQuery({
    queryKey: ['financing', id],
    queryFn: () => apiClient.get<Financing>(`/external-financing/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useFinanciers() {
  return useQuery({
    queryKey: ['financing', 'financiers'],
    queryFn: () => apiClient.get<{ data: string[] }>('/external-financing/financiers'),
    staleTime: 60_000,
  });
}

function useFinancingSaved() {
  const queryClient = useQueryClient();
  return (financing: Financing) => {
    queryClient.setQueryData(['financing', financing.id], financing);
    void queryClient.invalidateQueries({ queryKey: ['financing', 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['financing', 'financiers'] });
  };
}

export function useCreateFinancing() {
  const saved = useFinancingSaved();
  return useMutation({ mutationFn: (input: FinancingBody) => apiClient.post<Financing>('/external-financing', input), onSuccess: saved });
}

export function useUpdateFinancing(id: number) {
  const saved = useFinancingSaved();
  return useMutation({
    mutationFn: (input: BikeFinancingPatch) => apiClient.patch<Financing>(`/external-financing/${id}`, input),
    onSuccess: saved,
  });
}

/** The stock bike of a typed or scanned frame number (404 when none). */
export const findBikeByFrame = (frameNumber: string) =>
  apiClient.get<{ id: number; frameNumber: string }>(`/stock/bikes/by-frame/${encodeURIComponent(frameNumber.trim())}`);
