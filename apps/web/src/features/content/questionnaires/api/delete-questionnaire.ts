import { useMutation, useQueryClient } from '@tanstack/react-query';
import { questionnairesKeys } from '@/features/content/questionnaires/api/questionnaires-keys';
import { apiClient } from '@/lib/api-client';

export const deleteQuestionnaire = (id: number) => apiClient.delete<null>(`/questionnaires/${id}`);

export function useDeleteQuestionnaire(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteQuestionnaire(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: questionnairesKeys.questionnaire(id) });
      return queryClient.invalidateQueries({ queryKey: questionnairesKeys.lists() });
    },
  });
}
