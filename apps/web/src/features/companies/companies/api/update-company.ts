import type { Company, CompanyInput } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companiesKeys } from '@/features/companies/companies/api/companies-keys';
import { apiClient } from '@/lib/api-client';
import { minimalCompaniesQueryOptions } from '@/lib/auth/admin-context';

export const updateCompany = ({ id, input }: { id: number; input: CompanyInput }): Promise<Company> =>
  apiClient.put<Company>(`/companies/${id}`, input);

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: (company) => {
      queryClient.setQueryData(companiesKeys.company(company.id), company);
      void queryClient.invalidateQueries({ queryKey: companiesKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: companiesKeys.history(company.id) });
      void queryClient.invalidateQueries({ queryKey: minimalCompaniesQueryOptions().queryKey });
    },
  });
}
