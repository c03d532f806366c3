import type { Bill } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useBillSaved } from '@/features/billing/bills/api/use-bill-saved';
import { apiClient } from '@/lib/api-client';

export const issueBill = (id: number) => apiClient.post<Bill>(`/bills/${id}/issue`);

export function useIssueBill(id: number) {
  const saved = useBillSaved();
  return useMutation({ mutationFn: () => issueBill(id), onSuccess: saved });
}
