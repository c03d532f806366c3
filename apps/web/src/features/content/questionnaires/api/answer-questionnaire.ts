import type { Answers, Locale, PublicQuestionnaire } from '@veloport/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type { PublicQuestionnaire };
/** The answers as `checkAnswers` normalised them, in the visitor's language. */
export type AnswersBody = { answers: Answers; locale: Locale };

/** The public form; a 404 (unknown or inactive) is an answer, not worth retrying. */
export function usePublicQuestionnaire(slug: string) {
  return useQuery({
    queryKey: ['public', 'questionnaire', slug],
    queryFn: ({ signal }) => apiClient.get<PublicQuestionnaire>(`/public/questionnaires/${encodeURIComponent(slug)}`, { signal }),
    enabled: Boolean(slug),
    retry: false,
  });
}

export function useAnswerQuestionnaire(slug: string) {
  return useMutation({
    mutationFn: (body: AnswersBody) =>
      apiClient.post<{ id: number; submittedAt: string }>(`/public/questionnaires/${encodeURIComponent(slug)}`, body),
  });
}
