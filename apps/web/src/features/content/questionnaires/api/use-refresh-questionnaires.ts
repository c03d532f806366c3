import { useQueryClient } from '@tanstack/react-query';
import { questionnairesKeys } from '@/features/content/questionnaires/api/questionnaires-keys';

/** Reads every questionnaire screen again after a change. */
export function useRefreshQuestionnaires() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: questionnairesKeys.all });
}
