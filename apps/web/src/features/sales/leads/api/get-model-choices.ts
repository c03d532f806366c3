import { queryOptions, useQuery } from '@tanstack/react-query';
import { leadsKeys } from '@/features/sales/leads/api/leads-keys';
import { apiClient } from '@/lib/api-client';

type ModelChoice = { id: number; brand: string; model: string; sizes: string[] };

export const getModelChoices = () => apiClient.get<{ data: ModelChoice[] }>('/catalog/bikes', { query: { perPage: 100, sort: 'name' } });

/** The catalogue's bike models, for the bike a lead is interested in. */
export const modelChoicesQueryOptions = () =>
  queryOptions({ queryKey: leadsKeys.modelChoices(), queryFn: getModelChoices, staleTime: 5 * 60_000 });

export function useModelChoices() {
  return useQuery(modelChoicesQueryOptions());
}
