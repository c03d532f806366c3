import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyQuizResponse, QuizInput } from '@veloport/domain';
import { quizKeys } from '@/features/companies/quiz/api/quiz-keys';
import { apiClient } from '@/lib/api-client';

/** Saves the quiz whole: questions and answers are replaced. */
export const saveCompanyQuiz = ({ companyId, quiz }: { companyId: number; quiz: QuizInput }): Promise<CompanyQuizResponse> =>
  apiClient.put<CompanyQuizResponse>(`/companies/${companyId}/quiz`, quiz);

export function useSaveCompanyQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompanyQuiz,
    onSuccess: (response, { companyId }) => queryClient.setQueryData(quizKeys.company(companyId), response),
  });
}
