import type { ServicePrice, ServicePriceInput } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useServicePriceSaved } from '@/features/workshop/service-prices/api/use-service-price-saved';
import { apiClient } from '@/lib/api-client';

export type ServicePriceBody = ServicePriceInput;

export const createServicePrice = (input: ServicePriceBody) => apiClient.post<ServicePrice>('/service-prices', input);

export function useCreateServicePrice() {
  const saved = useServicePriceSaved();
  return useMutation({ mutationFn: createServicePrice, onSuccess: saved });
}
