import { queryOptions, useQuery } from '@tanstack/react-query';
import { onlinePaymentsKeys } from '@/features/billing/online-payments/api/online-payments-keys';
import { apiClient } from '@/lib/api-client';

export const getPaymentConfig = () => apiClient.get<{ enabled: boolean; provider: string | null }>('/payments/config');

/** Whether online payment is configured: without it the "Pay online" button is not shown. */
export const paymentConfigQueryOptions = () =>
  queryOptions({ queryKey: onlinePaymentsKeys.config(), queryFn: getPaymentConfig, staleTime: 5 * 60_000 });

export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions());
}
