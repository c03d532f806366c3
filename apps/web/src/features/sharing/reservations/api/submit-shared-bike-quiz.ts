import type { sharedBikeQuizResultSchema } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reservationsKeys } from '@/features/sharing/reservations/api/reservations-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type SharedBikeQuizResult = Infer<typeof sharedBikeQuizResultSchema>;

export const submitSharedBikeQuiz = (answers: { questionId: number; answerIds: number[] }[]) =>
  apiClient.post<SharedBikeQuizResult>('/shared-bikes/quiz', { answers });

export function useSubmitSharedBikeQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitSharedBikeQuiz,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reservationsKeys.usages() }),
  });
}
