import type { QuestionnaireBody } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useRefreshQuestionnaires } from '@/features/content/questionnaires/api/use-refresh-questionnaires';
import { apiClient } from '@/lib/api-client';

export type { QuestionnaireBody };

export const createQuestionnaire = (body: QuestionnaireBody) => apiClient.post<{ id: number; slug: string }>('/questionnaires', body);

export function useCreateQuestionnaire() {
  const refresh = useRefreshQuestionnaires();
  return useMutation({ mutationFn: createQuestionnaire, onSuccess: refresh });
}
