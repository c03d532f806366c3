import { deliverySettingsRoot, paymentsRoot } from '@/lib/query-roots';

/** Online payment's and delivery settings' query keys (decision 072). */
export const onlinePaymentsKeys = {
  config: () => [...paymentsRoot, 'config'] as const,
  deliverySettings: () => deliverySettingsRoot,
};
