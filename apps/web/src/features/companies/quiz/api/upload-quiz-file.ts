import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuizFile } from '@veloport/domain';
import { quizKeys } from '@/features/companies/quiz/api/quiz-keys';
import { apiClient } from '@/lib/api-client';

export const uploadQuizFile = ({ companyId, file }: { companyId: number; file: File }): Promise<QuizFile> => {
  const body = new FormData();
  body.append('file', file);
  return apiClient.post<QuizFile>(`/companies/${companyId}/quiz/files`, body);
};

export function useUploadQuizFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadQuizFile,
    onSuccess: (_file, { companyId }) => queryClient.invalidateQueries({ queryKey: quizKeys.company(companyId) }),
  });
}
