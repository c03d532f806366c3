import type { ServicePrice } from '@veloport/domain';
import { useQueryClient } from '@tanstack/react-query';
import { servicePricesKeys } from '@/features/workshop/service-prices/api/service-prices-keys';

/** Keeps the service the API answered and refreshes the list and its history. */
export function useServicePriceSaved() {
  const queryClient = useQueryClient();
  return (service: ServicePrice) => {
    queryClient.setQueryData(servicePricesKeys.servicePrice(service.id), service);
    void queryClient.invalidateQueries({ queryKey: servicePricesKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: servicePricesKeys.history(service.id) });
  };
}
