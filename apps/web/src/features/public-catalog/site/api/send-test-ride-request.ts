import type { testRideRequestSchema, requestCreatedSchema } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type TestRideRequest = Infer<typeof testRideRequestSchema>;
type Created = Infer<typeof requestCreatedSchema>;

export const sendTestRideRequest = (body: TestRideRequest) => apiClient.post<Created>('/public/requests/test-ride', body);

export function useSendTestRideRequest() {
  return useMutation({ mutationFn: sendTestRideRequest });
}
