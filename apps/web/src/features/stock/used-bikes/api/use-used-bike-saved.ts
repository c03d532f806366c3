import { useQueryClient } from '@tanstack/react-query';
import type { UsedBike } from '@/features/stock/used-bikes/api/get-used-bike';
import { usedBikesKeys } from '@/features/stock/used-bikes/api/used-bikes-keys';

/** Keeps the used bike the API answered and refreshes the list. */
export function useUsedBikeSaved() {
  const queryClient = useQueryClient();
  return (bike: UsedBike) => {
    queryClient.setQueryData(usedBikesKeys.usedBike(bike.id), bike);
    void queryClient.invalidateQueries({ queryKey: usedBikesKeys.lists() });
  };
}
