import type { ExpenseBatch, ExpenseBatchInput } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useExpensesChanged } from '@/features/accounting/expense-reports/api/use-expenses-changed';
import { apiClient } from '@/lib/api-client';

/** A SEPA credit transfer batch paying approved reports. */
export const createExpenseBatch = (input: ExpenseBatchInput) => apiClient.post<ExpenseBatch>('/expense-reports/batches', input);

export function useCreateExpenseBatch() {
  const changed = useExpensesChanged();
  return useMutation({ mutationFn: createExpenseBatch, onSuccess: changed });
}
