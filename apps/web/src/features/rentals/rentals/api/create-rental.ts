import type { Rental, RentalInput } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useRentalSaved } from '@/features/rentals/rentals/api/use-rental-saved';
import { apiClient } from '@/lib/api-client';

/** What the rental form sends (the API fills the defaults). */
export type RentalBody = Omit<RentalInput, 'depositCents'> & { depositCents?: number };

export const createRental = (input: RentalBody) => apiClient.post<Rental>('/bike-rentals', input);

export function useCreateRental() {
  const saved = useRentalSaved();
  return useMutation({ mutationFn: createRental, onSuccess: saved });
}
