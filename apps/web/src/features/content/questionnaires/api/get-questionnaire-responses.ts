import type { QuestionnaireResponseList } from '@veloport/domain';
import { queryOptions, useQuery, keepPreviousData } from '@tanstack/react-query';
import { questionnairesKeys } from '@/features/content/questionnaires/api/questionnaires-keys';
import { apiClient } from '@/lib/api-client';

export type { QuestionnaireResponseList };

export const getQuestionnaireResponses = (id: number, query: Record<string, string | number>) =>
  apiClient.get<QuestionnaireResponseList>(`/questionnaires/${id}/responses`, { query });

export const questionnaireResponsesQueryOptions = (id: number, query: Record<string, string | number>) =>
  queryOptions({
    queryKey: questionnairesKeys.responses(id, query),
    queryFn: () => getQuestionnaireResponses(id, query),
    enabled: Number.isInteger(id) && id > 0,
    placeholderData: keepPreviousData,
  });

export function useQuestionnaireResponses(id: number, query: Record<string, string | number>) {
  return useQuery(questionnaireResponsesQueryOptions(id, query));
}
