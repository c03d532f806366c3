import { queryOptions, useQuery } from '@tanstack/react-query';
import { toursKeys } from '@/features/workshop/tours/api/tours-keys';
import { apiClient } from '@/lib/api-client';

type Mechanics = { data: { id: number; firstname: string; lastname: string }[] };

export const getMechanics = () => apiClient.get<Mechanics>('/users', { query: { permission: 'bikeMechanic', perPage: 100 } });

export const mechanicsQueryOptions = () => queryOptions({ queryKey: toursKeys.mechanics(), queryFn: getMechanics, staleTime: 60_000 });

export function useMechanics() {
  return useQuery(mechanicsQueryOptions());
}
