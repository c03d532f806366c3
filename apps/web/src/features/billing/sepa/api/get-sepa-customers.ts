import { queryOptions, useQuery } from '@tanstack/react-query';
import { sepaKeys } from '@/features/billing/sepa/api/sepa-keys';
import { apiClient } from '@/lib/api-client';

type CustomerList = { companies: { id: number; name: string }[]; users: { id: number; name: string; companyId: number | null }[] };

export const getSepaCustomers = () => apiClient.get<CustomerList>('/offers/customers');

export const sepaCustomersQueryOptions = () =>
  queryOptions({ queryKey: sepaKeys.customers(), queryFn: getSepaCustomers, staleTime: 60_000 });

/** The companies and people a mandate can be for. */
export function useSepaCustomers() {
  const res = useQuery(sepaCustomersQueryOptions());
  return {
    companies: [...(res.data?.companies ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
    people: [...(res.data?.users ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
  };
}
