import type { BikeCreateInput, BikeDetail } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { stockKeys } from '@/features/stock/stock/api/stock-keys';
import { apiClient } from '@/lib/api-client';

export const createBike = async (input: BikeCreateInput) => (await apiClient.post<{ bike: BikeDetail }>('/stock/bikes', input)).bike;

export function useCreateBike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBike,
    onSuccess: (bike) => {
      queryClient.setQueryData(stockKeys.bike(bike.id), bike);
      void queryClient.invalidateQueries({ queryKey: stockKeys.bikeLists() });
    },
  });
}
