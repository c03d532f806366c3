import type { bankMovementListSchema, BankMovement } from '@veloport/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type { BankMovement };
export type BankMovementList = Infer<typeof bankMovementListSchema>;

export const getUnmatchedMovements = (query: Record<string, string | number>) =>
  apiClient.get<BankMovementList>('/bank-statements/unmatched', { query });

/** The movements of the statements that no bill was found for, waiting for a person. */
export function useUnmatchedMovements(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['bank-statements', 'unmatched', query],
    queryFn: () => getUnmatchedMovements(query),
    placeholderData: keepPreviousData,
  });
}
