import type { OfferCustomers } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { salesKeys } from '@/features/sales/offers-and-orders/api/sales-keys';
import { apiClient } from '@/lib/api-client';

/** Companies and people to make an offer for. */
export type CustomerChoices = {
  companies: { id: number; name: string }[];
  users: { id: number; name: string; companyId: number | null }[];
};

export const getOfferCustomers = (companyId: number | null) =>
  apiClient.get<OfferCustomers>('/offers/customers', { query: companyId ? { companyId } : {} });

export const customerChoicesQueryOptions = (companyId: number | null) =>
  queryOptions({ queryKey: salesKeys.customers(companyId), queryFn: () => getOfferCustomers(companyId) });

/**
 * The customers an offer can be made for (`GET /api/offers/customers`, admins and the shop's sales staff):
 * every company, and the people of the chosen company, or the private customers when none is chosen.
 */
export function useCustomerChoices(companyId: number | null) {
  const res = useQuery(customerChoicesQueryOptions(companyId));
  const choices: CustomerChoices = {
    companies: [...(res.data?.companies ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
    users: (res.data?.users ?? []).map((u) => ({ id: u.id, name: u.name, companyId: u.companyId })),
  };
  return choices;
}
