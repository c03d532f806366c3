import { publicRoot, questionnairesRoot } from '@/lib/query-roots';

/** Questionnaires' query keys (decision 072), and the public form's under the public root. */
export const questionnairesKeys = {
  all: questionnairesRoot,
  lists: () => [...questionnairesRoot, 'list'] as const,
  list: (query: Record<string, string | number>) => [...questionnairesRoot, 'list', query] as const,
  questionnaire: (id: number) => [...questionnairesRoot, id] as const,
  responses: (id: number, query: Record<string, string | number>) => [...questionnairesRoot, id, 'responses', query] as const,
  public: (slug: string) => [...publicRoot, 'questionnaire', slug] as const,
};
