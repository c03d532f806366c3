import type { historyListSchema, ServicePrice, ServicePriceInput, servicePriceListSchema, WorkshopCapacity } from '@veloport/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type { ServicePrice };
export type ServicePriceList = Infer<typeof servicePriceListSchema>;
export type HistoryList = Infer<typeof historyListSchema>;
export type ServicePriceBody = ServicePriceInput;

export function useServicePrices(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['service-prices', 'list', query],
    queryFn: () => apiClient.get<ServicePriceList>('/service-prices', { query }),
    placeholderData: keepPreviousData,
  });
}

export function useServicePrice(id: number) {
  return useQuery({
    queryKey: ['service-prices', id],
    queryFn: () => apiClient.get<ServicePrice>(`/service-prices/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useServicePriceHistory(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['service-prices', id, 'history'],
    queryFn: () => apiClient.get<HistoryList>(`/service-prices/${id}/history`, { query: { perPage: 100 } }),
    enabled,
  });
}

function useSaved() {
  const queryClient = useQueryClient();
  return (service: ServicePrice) => {
    queryClient.setQueryData(['service-prices', service.id], service);
    void queryClient.invalidateQueries({ queryKey: ['service-prices', 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['service-prices', service.id, 'history'] });
  };
}

export function useCreateServicePrice() {
  const saved = useSaved();
  return useMutation({ mutationFn: (input: ServicePriceBody) => apiClient.post<ServicePrice>('/service-prices', input), onSuccess: saved });
}

export function useUpdateServicePrice(id: number) {
  const saved = useSaved();
  return useMutation({
    mutationFn: (input: ServicePriceBody) => apiClient.put<ServicePrice>(`/service-prices/${id}`, input),
    onSuccess: saved,
  });
}

/** The stores (Liège, Brussels) as the workshop knows them: from its capacity, which lists every store. */
export function useWorkshopStores() {
  return useQuery({
    queryKey: ['workshop', 'capacity'],
    queryFn: () => apiClient.get<WorkshopCapacity>('/workshop/capacity'),
    select: (c) => c.stores.map((s) => ({ id: s.storeId, name: s.storeName })),
    staleTime: 60_000,
  });
}
