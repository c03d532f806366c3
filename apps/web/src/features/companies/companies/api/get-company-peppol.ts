import type { CompanyPeppol } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { companiesKeys } from '@/features/companies/companies/api/companies-keys';
import { apiClient } from '@/lib/api-client';

export type { CompanyPeppol };

export const getCompanyPeppol = (companyId: number) => apiClient.get<CompanyPeppol>(`/companies/${companyId}/peppol`);

/** A company's Peppol participant id (decision 045): where its bills go as e-invoices, besides the e-mail. */
export const companyPeppolQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: companiesKeys.peppol(companyId), queryFn: () => getCompanyPeppol(companyId) });

export function useCompanyPeppol(companyId: number) {
  return useQuery(companyPeppolQueryOptions(companyId));
}
