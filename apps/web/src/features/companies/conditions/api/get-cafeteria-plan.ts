import type { CafeteriaPlanView } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { conditionsKeys } from '@/features/companies/conditions/api/conditions-keys';
import { apiClient } from '@/lib/api-client';

export const getCafeteriaPlan = (companyId: number): Promise<CafeteriaPlanView> =>
  apiClient.get<CafeteriaPlanView>(`/companies/${companyId}/conditions/cafeteria`);

export const cafeteriaPlanQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: conditionsKeys.cafeteria(companyId), queryFn: () => getCafeteriaPlan(companyId), retry: false });

export function useCafeteriaPlan(companyId: number) {
  return useQuery(cafeteriaPlanQueryOptions(companyId));
}
