import { useMutation } from '@tanstack/react-query';
import type { QuizSubmitRequest, QuizSubmitResponse } from '@veloport/domain';
import { apiClient } from '@/lib/api-client';

/** Passed: the account is active and the session open. Failed: the score and the explanations. */
export const submitQuiz = (request: QuizSubmitRequest): Promise<QuizSubmitResponse> =>
  apiClient.post<QuizSubmitResponse>('/auth/quiz/submit', request);

export function useSubmitQuiz() {
  return useMutation({ mutationFn: submitQuiz });
}
