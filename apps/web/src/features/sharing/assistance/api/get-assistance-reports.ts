import type { assistanceListSchema } from '@veloport/domain';
import { queryOptions, useQuery, keepPreviousData } from '@tanstack/react-query';
import { assistanceKeys } from '@/features/sharing/assistance/api/assistance-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type AssistanceList = Infer<typeof assistanceListSchema>;

export const getAssistanceReports = (query: Record<string, string | number>) =>
  apiClient.get<AssistanceList>('/assistance-reports', { query });

export const assistanceReportsQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: assistanceKeys.list(query), queryFn: () => getAssistanceReports(query), placeholderData: keepPreviousData });

export function useAssistanceReports(query: Record<string, string | number>) {
  return useQuery(assistanceReportsQueryOptions(query));
}
