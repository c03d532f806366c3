import type { bankMovementListSchema, BankMovement } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { bankStatementsKeys } from '@/features/billing/bank-statements/api/bank-statements-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type { BankMovement };
export type BankMovementList = Infer<typeof bankMovementListSchema>;

export const getUnmatchedMovements = (query: Record<string, string | number>) =>
  apiClient.get<BankMovementList>('/bank-statements/unmatched', { query });

/** The movements of the statements that no bill was found for, waiting for a person. */
export const unmatchedMovementsQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: bankStatementsKeys.unmatched(query),
    queryFn: () => getUnmatchedMovements(query),
    placeholderData: keepPreviousData,
  });

export function useUnmatchedMovements(query: Record<string, string | number>) {
  return useQuery(unmatchedMovementsQueryOptions(query));
}
