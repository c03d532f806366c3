import type { Bill, BillInput } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useBillSaved } from '@/features/billing/bills/api/use-bill-saved';
import { apiClient } from '@/lib/api-client';

export const createBill = (input: BillInput) => apiClient.post<Bill>('/bills', input);

export function useCreateBill() {
  const saved = useBillSaved();
  return useMutation({ mutationFn: createBill, onSuccess: saved });
}
