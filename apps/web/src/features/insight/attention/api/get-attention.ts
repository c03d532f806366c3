import type { CompanyAttention } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { companiesRoot } from '@/lib/query-roots';

export const attentionKeys = { company: (companyId: number) => [...companiesRoot, companyId, 'attention'] as const };

export const getAttention = (companyId: number) => apiClient.get<CompanyAttention>(`/companies/${companyId}/attention`);

/** What waits for the fleet manager: read again each minute, as the day goes on. */
export const attentionQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: attentionKeys.company(companyId), queryFn: () => getAttention(companyId), staleTime: 60_000 });

export function useAttention(companyId: number | undefined) {
  return useQuery({ ...attentionQueryOptions(companyId ?? 0), enabled: companyId !== undefined });
}
