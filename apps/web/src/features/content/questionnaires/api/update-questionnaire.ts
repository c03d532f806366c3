import type { Questionnaire, QuestionnaireBody } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useRefreshQuestionnaires } from '@/features/content/questionnaires/api/use-refresh-questionnaires';
import { apiClient } from '@/lib/api-client';

export const updateQuestionnaire = (id: number, body: QuestionnaireBody) => apiClient.put<Questionnaire>(`/questionnaires/${id}`, body);

export function useUpdateQuestionnaire(id: number) {
  const refresh = useRefreshQuestionnaires();
  return useMutation({ mutationFn: (body: QuestionnaireBody) => updateQuestionnaire(id, body), onSuccess: refresh });
}
