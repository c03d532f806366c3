import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyQuizResponse } from '@veloport/domain';
import { quizKeys } from '@/features/companies/quiz/api/quiz-keys';
import { apiClient } from '@/lib/api-client';

export const getCompanyQuiz = (companyId: number, signal?: AbortSignal): Promise<CompanyQuizResponse> =>
  apiClient.get<CompanyQuizResponse>(`/companies/${companyId}/quiz`, { signal });

export const companyQuizQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: quizKeys.company(companyId), queryFn: ({ signal }) => getCompanyQuiz(companyId, signal), retry: false });

export function useCompanyQuiz(companyId: number | null) {
  return useQuery({ ...companyQuizQueryOptions(companyId ?? 0), enabled: companyId !== null && companyId > 0 });
}
