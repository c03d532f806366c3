import { quizRoot } from '@/lib/query-roots';

/** The company quiz's query keys (decision 072). */
export const quizKeys = {
  company: (companyId: number) => [...quizRoot, 'company', companyId] as const,
};
