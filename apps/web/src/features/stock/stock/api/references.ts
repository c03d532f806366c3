import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { bikeModelListSchema, scheduleSchema } from '@veloport/domain';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type Location = { id: number; name: string };

/** The stores (stock locations), read from GET /api/shop/schedule. */
export function useLocations() {
  return useQuery({
    queryKey: ['stock-locations'],
    queryFn: async ({ signal }): Promise<Location[]> =>
      (await apiClient.get<Infer<typeof scheduleSchema>>('/shop/schedule', { signal })).stores.map((s) => ({
        id: s.locationId,
        name: s.name,
      })),
    staleTime: 10 * 60_000,
  });
}

export type BikeModelOption = Infer<typeof bikeModelListSchema>['data'][number];

/** GET /api/catalog/bikes, searched by text: the models a bike may be. */
export function useBikeModels(q: string) {
  return useQuery({
    queryKey: ['catalog-bikes', 'options', q],
    queryFn: ({ signal }) =>
      apiClient.get<Infer<typeof bikeModelListSchema>>('/catalog/bikes', {
        query: { perPage: 50, sort: 'name', ...(q ? { q } : {}) },
        signal,
      }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
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
  const models = useBikeModels(q);
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

/** GET /api/users filtered by company: who a bike may be assigned to. */
export function useCompanyUsers(companyId: number | null) {
  return useQuery({
    queryKey: ['users', 'list', { companyId, perPage: 100, purpose: 'stock-assign' }],
    queryFn: ({ signal }) =>
      apiClient.get<{ data: { id: number; firstname: string; lastname: string }[] }>('/users', {
        query: { companyId, perPage: 100, sort: 'lastname' },
        signal,
      }),
    enabled: companyId !== null,
  });
}
