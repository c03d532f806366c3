import { queryOptions, useQuery } from '@tanstack/react-query';
import { billsKeys } from '@/features/billing/bills/api/bills-keys';
import { apiClient } from '@/lib/api-client';

type CustomerList = { companies: { id: number; name: string }[]; users: { id: number; name: string; companyId: number | null }[] };

export const getBillCustomers = () => apiClient.get<CustomerList>('/offers/customers');

export const billCustomersQueryOptions = () =>
  queryOptions({ queryKey: billsKeys.customers(), queryFn: getBillCustomers, staleTime: 60_000 });

/** Whom a bill can be addressed to (admins): every company, and the private customers (`GET /api/offers/customers`). */
export function useBillCustomers() {
  const res = useQuery(billCustomersQueryOptions());
  return {
    companies: [...(res.data?.companies ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
    people: (res.data?.users ?? []).filter((u) => u.companyId === null).sort((a, b) => a.name.localeCompare(b.name)),
  };
}
