import { useQueryClient } from '@tanstack/react-query';
import { faqKeys } from '@/features/content/faq/api/faq-keys';

/** Refreshes every FAQ list (admin and readers'); the promise ends when the lists shown are fresh again. */
export function useFaqChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: faqKeys.all });
}
