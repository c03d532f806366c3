import type { ExpenseBatch } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { expenseReportsKeys } from '@/features/accounting/expense-reports/api/expense-reports-keys';
import { apiClient, downloadFile } from '@/lib/api-client';

export type { ExpenseBatch };

export const getExpenseBatches = () => apiClient.get<{ data: ExpenseBatch[] }>('/expense-reports/batches');

/** The latest reimbursement batches. */
export const expenseBatchesQueryOptions = () => queryOptions({ queryKey: expenseReportsKeys.batches(), queryFn: getExpenseBatches });

export function useExpenseBatches() {
  return useQuery(expenseBatchesQueryOptions());
}

/** Downloads a batch's pain.001 file; fetched so that a refusal shows its message instead of saving an error as a file. */
export const downloadExpenseBatchXml = (batch: ExpenseBatch) =>
  downloadFile(`/expense-reports/batches/${batch.id}/xml`, `${batch.messageId}.xml`);
