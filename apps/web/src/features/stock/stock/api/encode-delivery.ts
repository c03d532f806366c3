import type { EncodeRequest, encodeResponseSchema } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { stockKeys } from '@/features/stock/stock/api/stock-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type EncodeResult = Infer<typeof encodeResponseSchema>;

/** POST /api/stock/encode: the whole delivery, all or nothing. */
export const encodeDelivery = (input: EncodeRequest) => apiClient.post<EncodeResult>('/stock/encode', input);

export function useEncodeDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: encodeDelivery,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: stockKeys.bikeLists() }),
  });
}
