import type { Rental, RentalHandoverInput } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useRentalSaved } from '@/features/rentals/rentals/api/use-rental-saved';
import { apiClient } from '@/lib/api-client';

/** The bikes leave (`pickup`) or come back (`return`), with their condition. */
export const handOverRental = (id: number, action: 'pickup' | 'return', input: Partial<RentalHandoverInput>) =>
  apiClient.post<Rental>(`/bike-rentals/${id}/${action}`, input);

export function useHandOverRental(id: number, action: 'pickup' | 'return') {
  const saved = useRentalSaved();
  return useMutation({ mutationFn: (input: Partial<RentalHandoverInput>) => handOverRental(id, action, input), onSuccess: saved });
}
