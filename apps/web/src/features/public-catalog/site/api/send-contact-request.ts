import type { contactRequestSchema, requestCreatedSchema } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type ContactRequest = Infer<typeof contactRequestSchema>;
type Created = Infer<typeof requestCreatedSchema>;

export const sendContactRequest = (body: ContactRequest) => apiClient.post<Created>('/public/requests/contact', body);

export function useSendContactRequest() {
  return useMutation({ mutationFn: sendContactRequest });
}
