import { useMutation } from '@tanstack/react-query';
import type {
  contactRequestSchema,
  leasingRequestSchema,
  requestCreatedSchema,
  testRideRequestSchema,
  tradeInRequestSchema,
  tradeInResponseSchema,
} from '@veloport/domain';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

type Created = Infer<typeof requestCreatedSchema>;
export type ContactRequest = Infer<typeof contactRequestSchema>;
export type LeasingRequest = Infer<typeof leasingRequestSchema>;
export type TestRideRequest = Infer<typeof testRideRequestSchema>;
export type TradeInRequest = Infer<typeof tradeInRequestSchema>;
export type TradeInResponse = Infer<typeof tradeInResponseSchema>;

export const sendContactRequest = (body: ContactRequest) => apiClient.post<Created>('/public/requests/contact', body);
export const sendLeasingRequest = (body: LeasingRequest) => apiClient.post<Created>('/public/requests/leasing', body);
export const sendTestRideRequest = (body: TestRideRequest) => apiClient.post<Created>('/public/requests/test-ride', body);
export const sendTradeInRequest = (body: TradeInRequest) => apiClient.post<TradeInResponse>('/public/requests/trade-in', body);

export const useSendContactRequest = () => useMutation({ mutationFn: sendContactRequest });
export const useSendLeasingRequest = () => useMutation({ mutationFn: sendLeasingRequest });
export const useSendTestRideRequest = () => useMutation({ mutationFn: sendTestRideRequest });
export const useSendTradeInRequest = () => useMutation({ mutationFn: sendTradeInRequest });
