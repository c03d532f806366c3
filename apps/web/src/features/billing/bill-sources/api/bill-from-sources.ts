import type { BillSourceKind } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billSourcesKeys } from '@/features/billing/bill-sources/api/bill-sources-keys';
import { apiClient } from '@/lib/api-client';

export const billFromSources = (input: { kind: BillSourceKind; ids: number[] }) =>
  apiClient.post<{ billIds: number[] }>('/bills/from-sources', input);

/** Draft bills from the sources chosen; the lists and the bills refresh (a source billed leaves its list). */
export function useBillFromSources() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: billFromSources,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: billSourcesKeys.all });
      void queryClient.invalidateQueries({ queryKey: billSourcesKeys.billLists() });
    },
  });
}
