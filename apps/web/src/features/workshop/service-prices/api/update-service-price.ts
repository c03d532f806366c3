import type { ServicePrice, ServicePriceInput } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useServicePriceSaved } from '@/features/workshop/service-prices/api/use-service-price-saved';
import { apiClient } from '@/lib/api-client';

export const updateServicePrice = (id: number, input: ServicePriceInput) => apiClient.put<ServicePrice>(`/service-prices/${id}`, input);

export function useUpdateServicePrice(id: number) {
  const saved = useServicePriceSaved();
  return useMutation({ mutationFn: (input: ServicePriceInput) => updateServicePrice(id, input), onSuccess: saved });
}
