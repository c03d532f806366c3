import { useMutation } from '@tanstack/react-query';
import { useFaqChanged } from '@/features/content/faq/api/use-faq-changed';
import { apiClient } from '@/lib/api-client';

export const deleteFaqEntry = (id: number) => apiClient.delete<null>(`/faq-entries/${id}`);

export function useDeleteFaqEntry() {
  const changed = useFaqChanged();
  return useMutation({ mutationFn: deleteFaqEntry, onSuccess: changed });
}
