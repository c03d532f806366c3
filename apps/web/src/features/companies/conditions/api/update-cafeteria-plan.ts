import type { CafeteriaPlanInput, CafeteriaPlanView } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conditionsKeys } from '@/features/companies/conditions/api/conditions-keys';
import { apiClient } from '@/lib/api-client';

export const updateCafeteriaPlan = ({ companyId, plan }: { companyId: number; plan: CafeteriaPlanInput }): Promise<CafeteriaPlanView> =>
  apiClient.put<CafeteriaPlanView>(`/companies/${companyId}/conditions/cafeteria`, plan);

export function useUpdateCafeteriaPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCafeteriaPlan,
    onSuccess: (plan, { companyId }) => {
      queryClient.setQueryData(conditionsKeys.cafeteria(companyId), plan);
      void queryClient.invalidateQueries({ queryKey: conditionsKeys.conditions(companyId), exact: true });
      void queryClient.invalidateQueries({ queryKey: conditionsKeys.company(companyId) });
    },
  });
}
