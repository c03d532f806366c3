import type { BillLinks } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billSourcesKeys } from '@/features/billing/bill-sources/api/bill-sources-keys';
import { apiClient } from '@/lib/api-client';

export const setBillBikes = (billId: number, bikeIds: number[]) => apiClient.put<BillLinks>(`/bills/${billId}/bikes`, { bikeIds });

export function useSetBillBikes(billId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bikeIds: number[]) => setBillBikes(billId, bikeIds),
    onSuccess: (links) => {
      queryClient.setQueryData(billSourcesKeys.billLinks(billId), links);
      void queryClient.invalidateQueries({ queryKey: billSourcesKeys.toLink() });
      void queryClient.invalidateQueries({ queryKey: billSourcesKeys.links() });
    },
  });
}
