import type { PublicQuestionnaire } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { questionnairesKeys } from '@/features/content/questionnaires/api/questionnaires-keys';
import { apiClient } from '@/lib/api-client';

export type { PublicQuestionnaire };

export const getPublicQuestionnaire = (slug: string, signal?: AbortSignal) =>
  apiClient.get<PublicQuestionnaire>(`/public/questionnaires/${encodeURIComponent(slug)}`, { signal });

/** The public form; a 404 (unknown or inactive) is an answer, not worth retrying. */
export const publicQuestionnaireQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: questionnairesKeys.public(slug),
    queryFn: ({ signal }) => getPublicQuestionnaire(slug, signal),
    enabled: Boolean(slug),
    retry: false,
  });

export function usePublicQuestionnaire(slug: string) {
  return useQuery(publicQuestionnaireQueryOptions(slug));
}
