import type { WorkshopCapacity } from '@veloport/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type { WorkshopCapacity };
export type StoreCapacity = WorkshopCapacity['stores'][number];
/** What the page sends for one store (the API fills the defaults). */
export type StoreCapacityBody = {
  storeId: number;
  weekly: number[];
  exceptions: { date: string; kind: 'closed' | 'extra'; minutes: number; note: string | null }[];
};

export function useWorkshopCapacity() {
  return useQuery({ queryKey: ['workshop', 'capacity'], queryFn: () => apiClient.get<WorkshopCapacity>('/workshop/capacity') });
}

export function useSaveStoreCapacity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (store: StoreCapacityBody) => apiClient.put<WorkshopCapacity>('/workshop/capacity', { stores: [store] }),
    onSuccess: (capacity) => queryClient.setQueryData(['workshop', 'capacity'], capacity),
  });
}
