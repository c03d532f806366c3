import type { BuyBackInput, UsedBikeInput, buyBackListSchema, buyBackSchema, usedBikeListSchema, usedBikeSchema } from '@veloport/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type UsedBike = Infer<typeof usedBikeSchema>;
export type UsedBikeList = Infer<typeof usedBikeListSchema>;
export type BuyBack = Infer<typeof buyBackSchema>;
export type BuyBackList = Infer<typeof buyBackListSchema>;

export function useUsedBikes(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['used-bikes', 'list', query],
    queryFn: () => apiClient.get<UsedBikeList>('/used-bikes', { query }),
    placeholderData: keepPreviousData,
  });
}

export function useUsedBike(id: number) {
  return useQuery({
    queryKey: ['used-bikes', id],
    queryFn: () => apiClient.get<{ usedBike: UsedBike }>(`/used-bikes/${id}`).then((r) => r.usedBike),
    enabled: Number.isInteger(id) && id > 0,
  });
}

function useSaved() {
  const queryClient = useQueryClient();
  return (bike: UsedBike) => {
    queryClient.setQueryData(['used-bikes', bike.id], bike);
    void queryClient.invalidateQueries({ queryKey: ['used-bikes', 'list'] });
  };
}

export const saveUsedBike = ({ id, input }: { id?: number; input: UsedBikeInput }): Promise<UsedBike> =>
  (id
    ? apiClient.put<{ usedBike: UsedBike }>(`/used-bikes/${id}`, input)
    : apiClient.post<{ usedBike: UsedBike }>('/used-bikes', input)
  ).then((r) => r.usedBike);

export function useSaveUsedBike() {
  const saved = useSaved();
  return useMutation({ mutationFn: saveUsedBike, onSuccess: saved });
}

export const addUsedBikePhoto = ({ id, file }: { id: number; file: File }): Promise<UsedBike> => {
  const body = new FormData();
  body.append('file', file);
  return apiClient.post<{ usedBike: UsedBike }>(`/used-bikes/${id}/photos`, body).then((r) => r.usedBike);
};

export function useAddUsedBikePhoto() {
  const saved = useSaved();
  return useMutation({ mutationFn: addUsedBikePhoto, onSuccess: saved });
}

export const removeUsedBikePhoto = ({ id, index }: { id: number; index: number }): Promise<UsedBike> =>
  apiClient.delete<{ usedBike: UsedBike }>(`/used-bikes/${id}/photos/${index}`).then((r) => r.usedBike);

export function useRemoveUsedBikePhoto() {
  const saved = useSaved();
  return useMutation({ mutationFn: removeUsedBikePhoto, onSuccess: saved });
}

export function useBuyBacks(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['buy-backs', 'list', query],
    queryFn: () => apiClient.get<BuyBackList>('/buy-backs', { query }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateBuyBack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BuyBackInput) => apiClient.post<{ buyBack: BuyBack }>('/buy-backs', input).then((r) => r.buyBack),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['buy-backs'] }),
  });
}

export function useRecordResale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, priceCents, date }: { id: number; priceCents: number; date: string }) =>
      apiClient.post<{ buyBack: BuyBack }>(`/buy-backs/${id}/resale`, { priceCents, date }).then((r) => r.buyBack),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['buy-backs'] }),
  });
}
