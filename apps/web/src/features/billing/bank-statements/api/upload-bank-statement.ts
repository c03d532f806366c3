import type { BankStatementImport } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bankStatementsKeys } from '@/features/billing/bank-statements/api/bank-statements-keys';
import { apiClient } from '@/lib/api-client';

export type { BankStatementImport };

/** Sends a CODA or camt.053 file; the answer says how many movements paid a bill and how many wait. */
export const uploadBankStatement = (file: File): Promise<BankStatementImport> => {
  const body = new FormData();
  body.append('file', file);
  return apiClient.post<BankStatementImport>('/bank-statements', body);
};

export function useUploadBankStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadBankStatement,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: bankStatementsKeys.all });
      void queryClient.invalidateQueries({ queryKey: bankStatementsKeys.bills });
    },
  });
}
