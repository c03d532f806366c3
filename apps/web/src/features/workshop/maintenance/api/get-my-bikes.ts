import type { myBikesSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { maintenanceKeys } from '@/features/workshop/maintenance/api/maintenance-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type MyBikes = Infer<typeof myBikesSchema>;

export const getMyBikes = () => apiClient.get<MyBikes>('/me/bikes');

export const myBikesQueryOptions = () => queryOptions({ queryKey: maintenanceKeys.myBikes(), queryFn: getMyBikes });

export function useMyBikes() {
  return useQuery(myBikesQueryOptions());
}
