import { queryOptions, useQuery } from '@tanstack/react-query';
import { expenseReportsKeys } from '@/features/accounting/expense-reports/api/expense-reports-keys';
import { apiClient } from '@/lib/api-client';

export type BankAccount = { iban: string | null };

export const getBankAccount = () => apiClient.get<BankAccount>('/expense-reports/bank-account');

/** The IBAN one's expenses are reimbursed to. */
export const bankAccountQueryOptions = () => queryOptions({ queryKey: expenseReportsKeys.bankAccount(), queryFn: getBankAccount });

export function useBankAccount() {
  return useQuery(bankAccountQueryOptions());
}
