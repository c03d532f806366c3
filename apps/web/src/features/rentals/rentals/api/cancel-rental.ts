import type { Rental } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useRentalSaved } from '@/features/rentals/rentals/api/use-rental-saved';
import { apiClient } from '@/lib/api-client';

export const cancelRental = (id: number) => apiClient.post<Rental>(`/bike-rentals/${id}/cancel`);

export function useCancelRental(id: number) {
  const saved = useRentalSaved();
  return useMutation({ mutationFn: () => cancelRental(id), onSuccess: saved });
}
