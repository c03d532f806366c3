import type { JobLines } from '@veloport/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type { JobLines };
export type JobLineBody =
  | { kind: 'service'; servicePriceId: number; quantity: number }
  | { kind: 'part'; accessoryId: number | null; description: string | null; quantity: number; unitPriceCents: number }
  | { kind: 'labour'; description: string; quantity: number; unitPriceCents: number };

const key = (id: number) => ['maintenance-requests', id, 'lines'];

export function useJobLines(id: number) {
  return useQuery({
    queryKey: key(id),
    queryFn: () => apiClient.get<JobLines>(`/maintenance-requests/${id}/lines`),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** Keeps the lines the API answered and refreshes the request (its history tells the change). */
function useSaved(id: number) {
  const queryClient = useQueryClient();
  return (lines: JobLines) => {
    queryClient.setQueryData(key(id), lines);
    void queryClient.invalidateQueries({ queryKey: ['maintenance-requests', id], exact: true });
  };
}

export function useAddJobLine(id: number) {
  const saved = useSaved(id);
  return useMutation({
    mutationFn: (body: JobLineBody) => apiClient.post<JobLines>(`/maintenance-requests/${id}/lines`, body),
    onSuccess: saved,
  });
}
export function useRemoveJobLine(id: number) {
  const saved = useSaved(id);
  return useMutation({
    mutationFn: (lineId: number) => apiClient.delete<JobLines>(`/maintenance-requests/${id}/lines/${lineId}`),
    onSuccess: saved,
  });
}
export function useAcceptQuote(id: number) {
  const saved = useSaved(id);
  return useMutation({ mutationFn: () => apiClient.post<JobLines>(`/maintenance-requests/${id}/quote/accept`), onSuccess: saved });
}

type Option = { id: number; label: string };
/** The price list's services and the accessory catalogue, for the add-line form (the workshop only). */
export function useLineChoices(enabled: boolean) {
  const services = useQuery({
    queryKey: ['service-prices', 'choices'],
    queryFn: () =>
      apiClient.get<{ data: { id: number; description: { fr: string; nl: string; en: string }; priceInclVatCents: number }[] }>(
        '/service-prices',
        { query: { perPage: 100 } },
      ),
    enabled,
  });
  const accessories = useQuery({
    queryKey: ['catalog', 'accessories', 'choices'],
    queryFn: () => apiClient.get<{ data: { id: number; name: string }[] }>('/catalog/accessories', { query: { perPage: 100 } }),
    enabled,
  });
  return {
    services: services.data?.data ?? [],
    accessories: (accessories.data?.data ?? []).map((a): Option => ({ id: a.id, label: a.name })),
  };
}
