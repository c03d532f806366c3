import type { Bill, BillInput } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billsKeys } from '@/features/billing/bills/api/bills-keys';
import { useBillSaved } from '@/features/billing/bills/api/use-bill-saved';
import { apiClient } from '@/lib/api-client';

export type CreditNoteBody = { lines?: BillInput['lines']; reason?: string };

/** Credits an issued bill in full or the lines given; the credited bill changes too. */
export const creditBill = (id: number, body: CreditNoteBody) => apiClient.post<Bill>(`/bills/${id}/credit-note`, body);

export function useCreditBill(id: number) {
  const queryClient = useQueryClient();
  const saved = useBillSaved();
  return useMutation({
    mutationFn: (body: CreditNoteBody) => creditBill(id, body),
    onSuccess: (note) => {
      saved(note);
      void queryClient.invalidateQueries({ queryKey: billsKeys.bill(id) });
    },
  });
}
