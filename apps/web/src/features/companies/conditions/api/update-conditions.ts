import type { Conditions, UpdateConditionsRequest } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conditionsKeys } from '@/features/companies/conditions/api/conditions-keys';
import { apiClient } from '@/lib/api-client';
import { AUTH_QUERY_KEY } from '@/lib/auth/check-auth';

export const updateConditions = ({ companyId, request }: { companyId: number; request: UpdateConditionsRequest }): Promise<Conditions> =>
  apiClient.put<Conditions>(`/companies/${companyId}/conditions`, request);

export function useUpdateConditions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConditions,
    onSuccess: (conditions) => {
      queryClient.setQueryData(conditionsKeys.conditions(conditions.companyId), conditions);
      void queryClient.invalidateQueries({ queryKey: conditionsKeys.company(conditions.companyId) });
      // A fleet manager's own company access string (menu, guards) may have changed.
      void queryClient.invalidateQueries({ queryKey: AUTH_QUERY_KEY });
    },
  });
}
