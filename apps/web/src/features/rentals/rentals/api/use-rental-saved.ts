import type { Rental } from '@veloport/domain';
import { useQueryClient } from '@tanstack/react-query';
import { rentalsKeys } from '@/features/rentals/rentals/api/rentals-keys';

/** Keeps a rental just answered by the API, and refreshes the lists, the free bikes and its history. */
export function useRentalSaved() {
  const queryClient = useQueryClient();
  return (rental: Rental) => {
    queryClient.setQueryData(rentalsKeys.rental(rental.id), rental);
    void queryClient.invalidateQueries({ queryKey: rentalsKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: rentalsKeys.availabilities() });
    void queryClient.invalidateQueries({ queryKey: rentalsKeys.requests() });
    void queryClient.invalidateQueries({ queryKey: rentalsKeys.history(rental.id) });
  };
}
