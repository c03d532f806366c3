import type { WorkshopCapacity } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { capacityKeys } from '@/features/workshop/capacity/api/capacity-keys';
import { apiClient } from '@/lib/api-client';

/** What the page sends for one store (the API fills the defaults). */
export type StoreCapacityBody = {
  storeId: number;
  weekly: number[];
  exceptions: { date: string; kind: 'closed' | 'extra'; minutes: number; note: string | null }[];
};

export const saveStoreCapacity = (store: StoreCapacityBody) => apiClient.put<WorkshopCapacity>('/workshop/capacity', { stores: [store] });

export function useSaveStoreCapacity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStoreCapacity,
    onSuccess: (capacity) => queryClient.setQueryData(capacityKeys.capacity(), capacity),
  });
}
