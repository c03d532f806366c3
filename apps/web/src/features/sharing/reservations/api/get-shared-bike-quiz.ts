import type { sharedBikeQuizSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { reservationsKeys } from '@/features/sharing/reservations/api/reservations-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type SharedBikeQuiz = Infer<typeof sharedBikeQuizSchema>;

export const getSharedBikeQuiz = () => apiClient.get<SharedBikeQuiz>('/shared-bikes/quiz');

/** The company's quiz, to pass before the first booking when the company requires it. */
export const sharedBikeQuizQueryOptions = () => queryOptions({ queryKey: reservationsKeys.quiz(), queryFn: getSharedBikeQuiz });

export function useSharedBikeQuiz() {
  return useQuery(sharedBikeQuizQueryOptions());
}
