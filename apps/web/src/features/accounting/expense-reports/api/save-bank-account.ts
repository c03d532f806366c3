import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expenseReportsKeys } from '@/features/accounting/expense-reports/api/expense-reports-keys';
import type { BankAccount } from '@/features/accounting/expense-reports/api/get-bank-account';
import { apiClient } from '@/lib/api-client';

export const saveBankAccount = (iban: string) => apiClient.put<BankAccount>('/expense-reports/bank-account', { iban });

export function useSaveBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBankAccount,
    onSuccess: (saved) => queryClient.setQueryData(expenseReportsKeys.bankAccount(), saved),
  });
}
