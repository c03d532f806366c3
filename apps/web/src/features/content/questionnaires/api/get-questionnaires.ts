import type { QuestionnaireList } from '@veloport/domain';
import { queryOptions, useQuery, keepPreviousData } from '@tanstack/react-query';
import { questionnairesKeys } from '@/features/content/questionnaires/api/questionnaires-keys';
import { apiClient } from '@/lib/api-client';

export type { QuestionnaireList };

export const getQuestionnaires = (query: Record<string, string | number>) => apiClient.get<QuestionnaireList>('/questionnaires', { query });

export const questionnairesQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: questionnairesKeys.list(query), queryFn: () => getQuestionnaires(query), placeholderData: keepPreviousData });

export function useQuestionnaires(query: Record<string, string | number>) {
  return useQuery(questionnairesQueryOptions(query));
}
