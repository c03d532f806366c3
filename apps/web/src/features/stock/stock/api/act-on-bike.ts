import type { AssignBikeInput, BikeDetail, BikeUpdateInput } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { stockKeys } from '@/features/stock/stock/api/stock-keys';
import { apiClient } from '@/lib/api-client';

export type BikeAction =
  | { kind: 'update'; body: BikeUpdateInput }
  | { kind: 'move'; body: { locationId: number } }
  | { kind: 'assign'; body: AssignBikeInput }
  | { kind: 'status'; body: { status: 'usable' | 'broken' } }
  | { kind: 'stolen'; body: { date: string } }
  | { kind: 'scrapped'; body: { date: string } }
  | { kind: 'sold'; body: { date: string; priceCents: number } }
  | { kind: 'unscrapped' };

/**
 * PUT /api/stock/bikes/{id} or one of its named actions (move, assign, status, stolen, scrapped, sold); a write-off
 * undone is DELETE /api/stock/bikes/{id}/scrapped (decision 115).
 */
export const actOnBike = async (id: number, action: BikeAction) => {
  if (action.kind === 'update') return (await apiClient.put<{ bike: BikeDetail }>(`/stock/bikes/${id}`, action.body)).bike;
  if (action.kind === 'unscrapped') return (await apiClient.delete<{ bike: BikeDetail }>(`/stock/bikes/${id}/scrapped`)).bike;
  return (await apiClient.post<{ bike: BikeDetail }>(`/stock/bikes/${id}/${action.kind}`, action.body)).bike;
};

export function useActOnBike(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: BikeAction) => actOnBike(id, action),
    onSuccess: (bike) => {
      queryClient.setQueryData(stockKeys.bike(bike.id), bike);
      void queryClient.invalidateQueries({ queryKey: stockKeys.bikeLists() });
    },
  });
}
