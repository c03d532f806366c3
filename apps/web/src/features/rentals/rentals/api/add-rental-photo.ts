import type { Rental, RentalPhotoStage } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useRentalSaved } from '@/features/rentals/rentals/api/use-rental-saved';
import { apiClient } from '@/lib/api-client';

export const addRentalPhoto = (id: number, stage: RentalPhotoStage, file: File) => {
  const body = new FormData();
  body.append('file', file);
  return apiClient.post<Rental>(`/bike-rentals/${id}/photos/${stage}`, body);
};

export function useAddRentalPhoto(id: number, stage: RentalPhotoStage) {
  const saved = useRentalSaved();
  return useMutation({ mutationFn: (file: File) => addRentalPhoto(id, stage, file), onSuccess: saved });
}
