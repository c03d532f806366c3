import type { Company, CompanyInput } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companiesKeys } from '@/features/companies/companies/api/companies-keys';
import { apiClient } from '@/lib/api-client';
import { minimalCompaniesQueryOptions } from '@/lib/auth/admin-context';

export const createCompany = (input: CompanyInput): Promise<Company> => apiClient.post<Company>('/companies', input);

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: (company) => {
      queryClient.setQueryData(companiesKeys.company(company.id), company);
      void queryClient.invalidateQueries({ queryKey: companiesKeys.lists() });
      // The admin's company list (auth state) names the new company on other screens.
      void queryClient.invalidateQueries({ queryKey: minimalCompaniesQueryOptions().queryKey });
    },
  });
}
