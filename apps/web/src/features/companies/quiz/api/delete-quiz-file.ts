import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quizKeys } from '@/features/companies/quiz/api/quiz-keys';
import { apiClient } from '@/lib/api-client';

export const deleteQuizFile = ({ companyId, fileId }: { companyId: number; fileId: number }): Promise<void> =>
  apiClient.delete<void>(`/companies/${companyId}/quiz/files/${fileId}`);

export function useDeleteQuizFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuizFile,
    onSuccess: (_nothing, { companyId }) => queryClient.invalidateQueries({ queryKey: quizKeys.company(companyId) }),
  });
}
