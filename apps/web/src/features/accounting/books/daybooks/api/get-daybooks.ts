import type { daybookListSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { booksKeys } from '@/features/accounting/books/books-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type DaybookList = Infer<typeof daybookListSchema>;
export type Daybook = DaybookList['data'][number];

export const getDaybooks = () => apiClient.get<DaybookList>('/accounting/daybooks');

/** The five daybooks (VTE, ACH, BNK, CSH, OD). */
export const daybooksQueryOptions = () => queryOptions({ queryKey: booksKeys.daybooks(), queryFn: getDaybooks, staleTime: 60_000 });

export function useDaybooks() {
  return useQuery(daybooksQueryOptions());
}
