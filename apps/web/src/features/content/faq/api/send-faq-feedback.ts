import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** "Was this helpful?" */
export const sendFaqFeedback = ({ id, helpful }: { id: number; helpful: boolean }) =>
  apiClient.post<{ helpful: boolean }>(`/public/faq-entries/${id}/feedback`, { helpful });

export function useSendFaqFeedback() {
  return useMutation({ mutationFn: sendFaqFeedback });
}
