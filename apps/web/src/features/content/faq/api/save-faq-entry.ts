import type { FaqEntry, faqEntryInputSchema } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useFaqChanged } from '@/features/content/faq/api/use-faq-changed';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type FaqEntryBody = Infer<typeof faqEntryInputSchema>;

/** Writes a new entry (`id` null) or changes one. */
export const saveFaqEntry = ({ id, body }: { id: number | null; body: FaqEntryBody }) =>
  id === null ? apiClient.post<FaqEntry>('/faq-entries', body) : apiClient.put<FaqEntry>(`/faq-entries/${id}`, body);

export function useSaveFaqEntry() {
  const changed = useFaqChanged();
  return useMutation({ mutationFn: saveFaqEntry, onSuccess: changed });
}
