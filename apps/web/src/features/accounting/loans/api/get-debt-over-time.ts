import type { debtOverTimeSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loansKeys } from '@/features/accounting/loans/api/loans-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type DebtOverTime = Infer<typeof debtOverTimeSchema>;

export const getDebtOverTime = () => apiClient.get<DebtOverTime>('/loans/debt-over-time');

/** What is owed at each year end beside the fleet's net book value. */
export const debtOverTimeQueryOptions = () => queryOptions({ queryKey: loansKeys.debt(), queryFn: getDebtOverTime });

export function useDebtOverTime() {
  return useQuery(debtOverTimeQueryOptions());
}
