import type { Conditions } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { conditionsKeys } from '@/features/companies/conditions/api/conditions-keys';
import { apiClient } from '@/lib/api-client';

export const getConditions = (companyId: number): Promise<Conditions> => apiClient.get<Conditions>(`/companies/${companyId}/conditions`);

export const conditionsQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: conditionsKeys.conditions(companyId), queryFn: () => getConditions(companyId), retry: false });

export function useConditions(companyId: number) {
  return useQuery(conditionsQueryOptions(companyId));
}
