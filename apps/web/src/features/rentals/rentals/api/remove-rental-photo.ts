import type { Rental, RentalPhotoStage } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useRentalSaved } from '@/features/rentals/rentals/api/use-rental-saved';
import { apiClient } from '@/lib/api-client';

export const removeRentalPhoto = (id: number, stage: RentalPhotoStage, index: number) =>
  apiClient.delete<Rental>(`/bike-rentals/${id}/photos/${stage}/${index}`);

export function useRemoveRentalPhoto(id: number, stage: RentalPhotoStage) {
  const saved = useRentalSaved();
  return useMutation({ mutationFn: (index: number) => removeRentalPhoto(id, stage, index), onSuccess: saved });
}
