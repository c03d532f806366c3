import type { Questionnaire, QuestionnaireBody, QuestionnaireList, QuestionnaireResponseList } from '@veloport/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type { Questionnaire, QuestionnaireBody, QuestionnaireList, QuestionnaireResponseList };

export function useQuestionnaires(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['questionnaires', 'list', query],
    queryFn: () => apiClient.get<QuestionnaireList>('/questionnaires', { query }),
    placeholderData: keepPreviousData,
  });
}

export function useQuestionnaire(id: number) {
  return useQuery({
    queryKey: ['questionnaires', id],
    queryFn: () => apiClient.get<Questionnaire>(`/questionnaires/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useQuestionnaireResponses(id: number, query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['questionnaires', id, 'responses', query],
    queryFn: () => apiClient.get<QuestionnaireResponseList>(`/questionnaires/${id}/responses`, { query }),
    enabled: Number.isInteger(id) && id > 0,
    placeholderData: keepPreviousData,
  });
}

function useRefreshQuestionnaires() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['questionnaires'] });
}

export function useCreateQuestionnaire() {
  const refresh = useRefreshQuestionnaires();
  return useMutation({
    mutationFn: (body: QuestionnaireBody) => apiClient.post<{ id: number; slug: string }>('/questionnaires', body),
    onSuccess: refresh,
  });
}

export function useUpdateQuestionnaire(id: number) {
  const refresh = useRefreshQuestionnaires();
  return useMutation({
    mutationFn: (body: QuestionnaireBody) => apiClient.put<Questionnaire>(`/questionnaires/${id}`, body),
    onSuccess: refresh,
  });
}

export function useDeleteQuestionnaire(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.delete<null>(`/questionnaires/${id}`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ['questionnaires', id] });
      return queryClient.invalidateQueries({ queryKey: ['questionnaires', 'list'] });
    },
  });
}
