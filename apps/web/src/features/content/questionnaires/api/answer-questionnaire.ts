import type { Answers, Locale } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The answers as `checkAnswers` normalised them, in the visitor's language. */
export type AnswersBody = { answers: Answers; locale: Locale };

export const answerQuestionnaire = (slug: string, body: AnswersBody) =>
  apiClient.post<{ id: number; submittedAt: string }>(`/public/questionnaires/${encodeURIComponent(slug)}`, body);

export function useAnswerQuestionnaire(slug: string) {
  return useMutation({ mutationFn: (body: AnswersBody) => answerQuestionnaire(slug, body) });
}
