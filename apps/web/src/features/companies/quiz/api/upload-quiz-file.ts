import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuizFile } from '@veloport/domain';
import { companyQuizKey } from '@/features/companies/quiz/api/get-company-quiz';
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
    onSuccess: (_file, { companyId }) => queryClient.invalidateQueries({ queryKey: companyQuizKey(companyId) }),
  });
}
