import type { BoxDetail } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useBoxSaved } from '@/features/sharing/boxes/api/use-box-saved';
import { apiClient } from '@/lib/api-client';

/** Puts a bike in a slot, or takes it out (`bikeId` null). */
export const setSlot = (id: number, { number, bikeId }: { number: number; bikeId: number | null }) =>
  apiClient.put<BoxDetail>(`/boxes/${id}/slots/${number}`, { bikeId });

export function useSetSlot(id: number) {
  const saved = useBoxSaved();
  return useMutation({ mutationFn: (slot: { number: number; bikeId: number | null }) => setSlot(id, slot), onSuccess: saved });
}
