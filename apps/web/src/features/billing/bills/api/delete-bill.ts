import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billsKeys } from '@/features/billing/bills/api/bills-keys';
import { apiClient } from '@/lib/api-client';

export const deleteBill = (id: number) => apiClient.delete<void>(`/bills/${id}`);

export function useDeleteBill(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteBill(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: billsKeys.bill(id) });
      void queryClient.invalidateQueries({ queryKey: billsKeys.lists() });
    },
  });
}
