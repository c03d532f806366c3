import type { PartAccessories } from '@veloport/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { partsKeys } from '@/features/workshop/parts/api/parts-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/workshop/part-accessories: the accessories marked as parts. */
export const getPartAccessories = () => apiClient.get<PartAccessories>('/workshop/part-accessories');
export function usePartAccessories() {
  return useQuery(queryOptions({ queryKey: partsKeys.accessories(), queryFn: getPartAccessories }));
}

/** The catalogue's accessories matching what is typed, to mark one as a part. */
export const findAccessories = (q: string, signal?: AbortSignal) =>
  apiClient.get<{ data: { id: number; name: string; reference: string | null }[] }>('/catalog/accessories', {
    query: { q, perPage: 20 },
    signal,
  });
export function useAccessorySearch(q: string) {
  return useQuery(
    queryOptions({
      queryKey: partsKeys.accessorySearch(q),
      queryFn: ({ signal }) => findAccessories(q, signal),
      enabled: q.length >= 2,
      placeholderData: keepPreviousData,
    }),
  );
}

/** Marks an accessory as a part (it shows in the mechanics' picker), or no longer. */
export function useMarkAccessory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accessoryId, part }: { accessoryId: number; part: boolean }) =>
      apiClient.put(`/workshop/part-accessories/${accessoryId}`, { part }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: partsKeys.all }),
  });
}
