import type { ExpenseReport } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useExpensesChanged } from '@/features/accounting/expense-reports/api/use-expenses-changed';
import { apiClient } from '@/lib/api-client';

/** A draft's receipt: a photo or a PDF. */
export const uploadReceipt = ({ id, file }: { id: number; file: File }) => {
  const body = new FormData();
  body.append('file', file);
  return apiClient.post<ExpenseReport>(`/expense-reports/${id}/receipt`, body);
};

export function useUploadReceipt() {
  const changed = useExpensesChanged();
  return useMutation({ mutationFn: uploadReceipt, onSuccess: changed });
}
