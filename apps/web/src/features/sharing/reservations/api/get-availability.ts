import type { availabilitySchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { reservationsKeys } from '@/features/sharing/reservations/api/reservations-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type Availability = Infer<typeof availabilitySchema>;
type Slot = { buildingId: number; start: string; end: string; userId?: number };

export const getAvailability = (slot: Slot) =>
  apiClient.get<Availability>('/shared-bikes/availability', {
    query: { buildingId: slot.buildingId, start: slot.start, end: slot.end, ...(slot.userId ? { userId: slot.userId } : {}) },
  });

/** The bikes of a building free for the slot; asked only once the slot is complete. */
export const availabilityQueryOptions = (slot: Slot | null) =>
  queryOptions({ queryKey: reservationsKeys.availability(slot), queryFn: () => getAvailability(slot!), enabled: slot !== null });

export function useAvailability(slot: Slot | null) {
  return useQuery(availabilityQueryOptions(slot));
}
