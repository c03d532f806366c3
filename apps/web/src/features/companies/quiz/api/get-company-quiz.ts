import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyQuizResponse } from '@veloport/domain';
import { apiClient } from '@/lib/api-client';

export const companyQuizKey = (companyId: number) => ['quiz', 'company', companyId] as const;

export const getCompanyQuiz = (companyId: number, signal?: AbortSignal): Promise<CompanyQuizResponse> =>
  apiClient.get<CompanyQuizResponse>(`/companies/${companyId}/quiz`, { signal });

export const companyQuizQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: companyQuizKey(companyId), queryFn: ({ signal }) => getCompanyQuiz(companyId, signal), retry: false });

export function useCompanyQuiz(companyId: number | null) {
  return useQuery({ ...companyQuizQueryOptions(companyId ?? 0), enabled: companyId !== null && companyId > 0 });
}
