import type { checkoutCustomerListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { checkoutKeys } from '@/features/sales/checkout/api/checkout-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type CheckoutCustomers = Infer<typeof checkoutCustomerListSchema>;

export const getCheckoutCustomers = (q: string) => apiClient.get<CheckoutCustomers>('/checkout/customers', { query: q ? { q } : {} });

export const checkoutCustomersQueryOptions = (q: string, enabled: boolean) =>
  queryOptions({ queryKey: checkoutKeys.customers(q), queryFn: () => getCheckoutCustomers(q), enabled, placeholderData: keepPreviousData });

export function useCheckoutCustomers(q: string, enabled: boolean) {
  return useQuery(checkoutCustomersQueryOptions(q, enabled));
}
