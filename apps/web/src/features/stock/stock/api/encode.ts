import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EncodeRequest, encodeCheckResponseSchema, encodeResponseSchema } from '@veloport/domain';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type EncodeCheck = Infer<typeof encodeCheckResponseSchema>;
export type EncodeResult = Infer<typeof encodeResponseSchema>;

/** POST /api/stock/encode/check: is this frame number valid and still free? */
export const checkFrameNumber = (frameNumber: string): Promise<EncodeCheck> =>
  apiClient.post<EncodeCheck>('/stock/encode/check', { frameNumber });

/** POST /api/stock/encode: the whole delivery, all or nothing. */
export function useEncodeDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EncodeRequest) => apiClient.post<EncodeResult>('/stock/encode', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['stock-bikes', 'list'] }),
  });
}
