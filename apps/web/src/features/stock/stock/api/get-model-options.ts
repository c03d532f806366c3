import type { bikeModelListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { stockKeys } from '@/features/stock/stock/api/stock-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type BikeModelOption = Infer<typeof bikeModelListSchema>['data'][number];

/** GET /api/catalog/bikes, searched by text: the models a bike may be. */
export const getModelOptions = (q: string, signal?: AbortSignal) =>
  apiClient.get<Infer<typeof bikeModelListSchema>>('/catalog/bikes', { query: { perPage: 50, sort: 'name', ...(q ? { q } : {}) }, signal });

export const modelOptionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: stockKeys.modelOptions(q),
    queryFn: ({ signal }) => getModelOptions(q, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useModelOptions(q: string) {
  return useQuery(modelOptionsQueryOptions(q));
}

type Option = { value: string; label: string };

/**
 * Props for a searchable model <Select>: the typed text searches the catalogue, and the chosen
 * model stays among the options (so picking it does not search for its own label).
 */
export function useModelSelect(value: string | null, onChange: (value: string | null) => void, initial: Option | null = null) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Option | null>(initial);
  const q = search && search !== chosen?.label ? search : '';
  const models = useModelOptions(q);
  const data: Option[] = (models.data?.data ?? []).map((m) => ({ value: String(m.id), label: `${m.brand} ${m.model} (${m.year})` }));
  if (chosen && chosen.value === value && !data.some((o) => o.value === chosen.value)) data.unshift(chosen);
  return {
    searchable: true,
    data,
    value,
    searchValue: search,
    onSearchChange: setSearch,
    onChange: (next: string | null, option: Option | null) => {
      setChosen(option);
      onChange(next);
    },
  };
}
