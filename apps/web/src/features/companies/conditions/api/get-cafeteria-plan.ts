import type { CafeteriaPlanView } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const getCafeteriaPlan = (companyId: number): Promise<CafeteriaPlanView> =>
  apiClient.get<CafeteriaPlanView>(`/companies/${companyId}/conditions/cafeteria`);

export const cafeteriaPlanQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: ['conditions', companyId, 'cafeteria'], queryFn: () => getCafeteriaPlan(companyId), retry: false });

export function useCafeteriaPlan(companyId: number) {
  return useQuery(cafeteriaPlanQueryOptions(companyId));
}
