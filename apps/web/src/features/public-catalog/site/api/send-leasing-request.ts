import type { leasingRequestSchema, requestCreatedSchema } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type LeasingRequest = Infer<typeof leasingRequestSchema>;
type Created = Infer<typeof requestCreatedSchema>;

export const sendLeasingRequest = (body: LeasingRequest) => apiClient.post<Created>('/public/requests/leasing', body);

export function useSendLeasingRequest() {
  return useMutation({ mutationFn: sendLeasingRequest });
}
