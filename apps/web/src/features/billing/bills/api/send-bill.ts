import type { Bill } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useBillSaved } from '@/features/billing/bills/api/use-bill-saved';
import { apiClient } from '@/lib/api-client';

/** Sends the issued bill to its customer (status `sent`). */
export const sendBill = (id: number) => apiClient.post<Bill>(`/bills/${id}/send`);

export function useSendBill(id: number) {
  const saved = useBillSaved();
  return useMutation({ mutationFn: () => sendBill(id), onSuccess: saved });
}
