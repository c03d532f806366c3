import { queryRoots } from '@/lib/query-roots';

/** Questionnaires' query keys (decision 072), and the public form's under the public root. */
export const questionnairesKeys = {
  all: queryRoots.questionnaires,
  lists: () => [...queryRoots.questionnaires, 'list'] as const,
  list: (query: Record<string, string | number>) => [...queryRoots.questionnaires, 'list', query] as const,
  questionnaire: (id: number) => [...queryRoots.questionnaires, id] as const,
  responses: (id: number, query: Record<string, string | number>) => [...queryRoots.questionnaires, id, 'responses', query] as const,
  public: (slug: string) => [...queryRoots.public, 'questionnaire', slug] as const,
};
