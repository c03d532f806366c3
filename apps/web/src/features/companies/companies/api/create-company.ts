import type { Company, CompanyInput } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { minimalCompaniesQueryOptions } from '@/lib/auth/admin-context';

export const createCompany = (input: CompanyInput): Promise<Company> => apiClient.post<Company>('/companies', input);

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: (company) => {
      queryClient.setQueryData(['companies', company.id], company);
      void queryClient.invalidateQueries({ queryKey: ['companies', 'list'] });
      // The admin's company list (auth state) names the new company on other screens.
      void queryClient.invalidateQueries({ queryKey: minimalCompaniesQueryOptions().queryKey });
    },
  });
}
