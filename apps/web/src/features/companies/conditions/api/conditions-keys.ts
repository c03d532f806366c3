import { buildingsRoot, companiesRoot, conditionsRoot } from '@/lib/query-roots';

/** A company's conditions, cafeteria plan and buildings' query keys (decision 072); a change shows on the company page. */
export const conditionsKeys = {
  conditions: (companyId: number) => [...conditionsRoot, companyId] as const,
  cafeteria: (companyId: number) => [...conditionsRoot, companyId, 'cafeteria'] as const,
  users: (companyId: number) => [...conditionsRoot, companyId, 'users'] as const,
  bikes: (companyId: number) => [...conditionsRoot, companyId, 'bikes'] as const,
  buildings: (companyId: number) => [...buildingsRoot, companyId] as const,
  company: (companyId: number) => [...companiesRoot, companyId] as const,
};
