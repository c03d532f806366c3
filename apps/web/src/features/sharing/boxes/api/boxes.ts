import type {
  BoxDetail,
  BoxEventKind,
  BoxInput,
  BoxStatistics,
  boxEventListSchema,
  boxListSchema,
  buildingListSchema,
} from '@veloport/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type { BoxDetail, BoxStatistics };
export type BoxList = Infer<typeof boxListSchema>;
export type BoxEventList = Infer<typeof boxEventListSchema>;
export type BuildingList = Infer<typeof buildingListSchema>;
export type BoxBody = Omit<BoxInput, 'adapter'> & { adapter?: BoxInput['adapter'] };

export function useBoxes(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['boxes', 'list', query],
    queryFn: () => apiClient.get<BoxList>('/boxes', { query }),
    placeholderData: keepPreviousData,
  });
}

export function useBox(id: number) {
  return useQuery({
    queryKey: ['boxes', id],
    queryFn: () => apiClient.get<BoxDetail>(`/boxes/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useBoxEvents(id: number, page: number) {
  return useQuery({
    queryKey: ['boxes', id, 'events', page],
    queryFn: () => apiClient.get<BoxEventList>(`/boxes/${id}/events`, { query: { page, perPage: 20 } }),
    placeholderData: keepPreviousData,
  });
}

export function useBoxStatistics(months: number) {
  return useQuery({
    queryKey: ['boxes', 'statistics', months],
    queryFn: () => apiClient.get<BoxStatistics>('/boxes/statistics', { query: { months } }),
  });
}

/**
 * The companies a box may belong to. Its own cache key: `['companies', 'minimal']` holds the bare list for the
 * admin context but the `{ data }` envelope for the fleet calendar, whichever screen asked first.
 */
export function useBoxCompanies() {
  return useQuery({
    queryKey: ['boxes', 'companies'],
    queryFn: async () => (await apiClient.get<{ data: { id: number; name: string }[] }>('/companies/list/minimal')).data,
    staleTime: 60_000,
  });
}

/** The buildings of the company chosen in the box form. */
export function useCompanyBuildings(companyId: number | null) {
  return useQuery({
    queryKey: ['boxes', 'buildings', companyId],
    queryFn: () => apiClient.get<BuildingList>(`/companies/${companyId}/buildings`, { query: { perPage: 100 } }),
    enabled: companyId !== null,
  });
}

function useBoxSaved() {
  const queryClient = useQueryClient();
  return (box?: BoxDetail) => {
    if (box) queryClient.setQueryData(['boxes', box.id], box);
    void queryClient.invalidateQueries({ queryKey: ['boxes', 'list'] });
  };
}

export function useCreateBox() {
  const saved = useBoxSaved();
  return useMutation({ mutationFn: (body: BoxBody) => apiClient.post<BoxDetail>('/boxes', body), onSuccess: saved });
}

export function useUpdateBox(id: number) {
  const saved = useBoxSaved();
  return useMutation({ mutationFn: (body: BoxBody) => apiClient.put<BoxDetail>(`/boxes/${id}`, body), onSuccess: saved });
}

export function useDeleteBox(id: number) {
  const saved = useBoxSaved();
  return useMutation({ mutationFn: () => apiClient.delete<void>(`/boxes/${id}`), onSuccess: () => saved() });
}

/** Puts a bike in a slot, or takes it out (`bikeId` null). */
export function useSetSlot(id: number) {
  const saved = useBoxSaved();
  return useMutation({
    mutationFn: ({ number, bikeId }: { number: number; bikeId: number | null }) =>
      apiClient.put<BoxDetail>(`/boxes/${id}/slots/${number}`, { bikeId }),
    onSuccess: saved,
  });
}

export function useRecordBoxEvent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { kind: BoxEventKind; slot?: number | null }) => apiClient.post(`/boxes/${id}/events`, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['boxes', id, 'events'] }),
  });
}
