import type { sepaMandateListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { sepaKeys } from '@/features/billing/sepa/api/sepa-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type MandateList = Infer<typeof sepaMandateListSchema>;

export const getMandates = (query: Record<string, string | number>) => apiClient.get<MandateList>('/sepa/mandates', { query });

export const mandatesQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: sepaKeys.mandates(query), queryFn: () => getMandates(query), placeholderData: keepPreviousData });

export function useMandates(query: Record<string, string | number>) {
  return useQuery(mandatesQueryOptions(query));
}
