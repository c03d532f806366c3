import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, QuizToTake } from '@veloport/domain';
import { apiClient } from '@/lib/api-client';

/** The quiz of an inactive account, asked with its sign-in credentials (409 quiz_not_required, quiz_unavailable). */
export const startQuiz = async (credentials: LoginRequest): Promise<QuizToTake> =>
  (await apiClient.post<{ quiz: QuizToTake }>('/auth/quiz/start', credentials)).quiz;

export function useStartQuiz() {
  return useMutation({ mutationFn: startQuiz });
}
