import type { Bill, BillInput } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useBillSaved } from '@/features/billing/bills/api/use-bill-saved';
import { apiClient } from '@/lib/api-client';

export const updateBill = (id: number, input: BillInput) => apiClient.put<Bill>(`/bills/${id}`, input);

export function useUpdateBill(id: number) {
  const saved = useBillSaved();
  return useMutation({ mutationFn: (input: BillInput) => updateBill(id, input), onSuccess: saved });
}
