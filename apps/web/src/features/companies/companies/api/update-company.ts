import type { Company, CompanyInput } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { minimalCompaniesQueryOptions } from '@/lib/auth/admin-context';

export const updateCompany = ({ id, input }: { id: number; input: CompanyInput }): Promise<Company> =>
  apiClient.put<Company>(`/companies/${id}`, input);

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: (company) => {
      queryClient.setQueryData(['companies', company.id], company);
      void queryClient.invalidateQueries({ queryKey: ['companies', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['companies', company.id, 'history'] });
      void queryClient.invalidateQueries({ queryKey: minimalCompaniesQueryOptions().queryKey });
    },
  });
}
