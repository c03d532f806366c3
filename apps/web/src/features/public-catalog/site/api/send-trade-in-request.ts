import type { tradeInRequestSchema, tradeInResponseSchema } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type TradeInRequest = Infer<typeof tradeInRequestSchema>;
export type TradeInResponse = Infer<typeof tradeInResponseSchema>;

export const sendTradeInRequest = (body: TradeInRequest) => apiClient.post<TradeInResponse>('/public/requests/trade-in', body);

export function useSendTradeInRequest() {
  return useMutation({ mutationFn: sendTradeInRequest });
}
