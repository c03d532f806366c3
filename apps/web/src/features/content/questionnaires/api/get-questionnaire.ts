import type { Questionnaire } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { questionnairesKeys } from '@/features/content/questionnaires/api/questionnaires-keys';
import { apiClient } from '@/lib/api-client';

export type { Questionnaire };

export const getQuestionnaire = (id: number) => apiClient.get<Questionnaire>(`/questionnaires/${id}`);

export const questionnaireQueryOptions = (id: number) =>
  queryOptions({
    queryKey: questionnairesKeys.questionnaire(id),
    queryFn: () => getQuestionnaire(id),
    enabled: Number.isInteger(id) && id > 0,
  });

export function useQuestionnaire(id: number) {
  return useQuery(questionnaireQueryOptions(id));
}
