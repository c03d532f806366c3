import type { Rental } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useRentalSaved } from '@/features/rentals/rentals/api/use-rental-saved';
import { apiClient } from '@/lib/api-client';

export const changeRentalEnd = (id: number, endDate: string) => apiClient.patch<Rental>(`/bike-rentals/${id}`, { endDate });

export function useChangeRentalEnd(id: number) {
  const saved = useRentalSaved();
  return useMutation({ mutationFn: (endDate: string) => changeRentalEnd(id, endDate), onSuccess: saved });
}
