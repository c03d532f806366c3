import type { AssistanceReport, AssistanceStatus } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { assistanceKeys } from '@/features/sharing/assistance/api/assistance-keys';
import { apiClient } from '@/lib/api-client';

export type { AssistanceReport, AssistanceStatus };

export const assistancePhotoUrl = (id: number) => `/api/assistance-reports/${id}/photo`;

export const getAssistanceReport = (id: number) => apiClient.get<AssistanceReport>(`/assistance-reports/${id}`);

export const assistanceReportQueryOptions = (id: number) =>
  queryOptions({ queryKey: assistanceKeys.report(id), queryFn: () => getAssistanceReport(id), enabled: Number.isInteger(id) && id > 0 });

export function useAssistanceReport(id: number) {
  return useQuery(assistanceReportQueryOptions(id));
}
