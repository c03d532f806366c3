import type { peppolDeliveryListSchema } from '@veloport/domain';
import { useQuery } from '@tanstack/react-query';
import { booksKeys } from '@/features/accounting/books/books-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type PeppolDeliveryList = Infer<typeof peppolDeliveryListSchema>;

/** The last deliveries of the Peppol access point, newest first (decision 107). */
export function usePeppolDeliveries() {
  return useQuery({
    queryKey: booksKeys.peppolDeliveries(),
    queryFn: () => apiClient.get<PeppolDeliveryList>('/purchases/peppol-deliveries'),
  });
}
