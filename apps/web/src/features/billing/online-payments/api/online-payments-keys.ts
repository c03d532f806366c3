import { queryRoots } from '@/lib/query-roots';

/** Online payment's and delivery settings' query keys (decision 072). */
export const onlinePaymentsKeys = {
  config: () => [...queryRoots.payments, 'config'] as const,
  deliverySettings: () => queryRoots.deliverySettings,
};
