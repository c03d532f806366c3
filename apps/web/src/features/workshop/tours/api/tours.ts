import type {
  MaintenanceTourVisit,
  myToursSchema,
  TourDetail,
  TourOptimised,
  tourListSchema,
  tourRequestListSchema,
  tourStoresSchema,
} from '@veloport/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type { MaintenanceTourVisit, TourDetail, TourOptimised };
export type TourList = Infer<typeof tourListSchema>;
export type TourRequestList = Infer<typeof tourRequestListSchema>;
export type MyTours = Infer<typeof myToursSchema>;
export type TourStores = Infer<typeof tourStoresSchema>;
type Mechanics = { data: { id: number; firstname: string; lastname: string }[] };

export function useTours(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['tours', 'list', query],
    queryFn: () => apiClient.get<TourList>('/tours', { query }),
    placeholderData: keepPreviousData,
  });
}
export function useTour(id: number) {
  return useQuery({
    queryKey: ['tours', id],
    queryFn: () => apiClient.get<TourDetail>(`/tours/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
}
export function useTourRequests(list: 'to_propose' | 'to_confirm', query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['tours', 'requests', list, query],
    queryFn: () => apiClient.get<TourRequestList>('/tours/requests', { query: { ...query, list } }),
    placeholderData: keepPreviousData,
  });
}
export function useTourStores() {
  return useQuery({ queryKey: ['tours', 'stores'], queryFn: () => apiClient.get<TourStores>('/tours/stores'), staleTime: Infinity });
}
export function useMechanics() {
  return useQuery({
    queryKey: ['tours', 'mechanics'],
    queryFn: () => apiClient.get<Mechanics>('/users', { query: { permission: 'bikeMechanic', perPage: 100 } }),
    staleTime: 60_000,
  });
}
export function useMyTours(date?: string) {
  return useQuery({
    queryKey: ['tours', 'mine', date ?? 'today'],
    queryFn: () => apiClient.get<MyTours>('/tours/mine', { query: date ? { date } : {} }),
  });
}

/** Keeps the tour just answered by the API and refreshes the lists. */
function useSaved() {
  const queryClient = useQueryClient();
  return (tour: TourDetail) => {
    queryClient.setQueryData(['tours', tour.id], tour);
    void queryClient.invalidateQueries({ queryKey: ['tours', 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['tours', 'requests'] });
  };
}

export function useCreateTour() {
  const saved = useSaved();
  return useMutation({
    mutationFn: (input: { date: string; mechanicId: number; storeId: number; vanLabel?: string | null }) =>
      apiClient.post<TourDetail>('/tours', input),
    onSuccess: saved,
  });
}
export function useAddStop(id: number) {
  const saved = useSaved();
  return useMutation({
    mutationFn: (input: {
      maintenanceRequestId: number;
      windowStart?: string | null;
      windowEnd?: string | null;
      durationMinutes?: number | null;
    }) => apiClient.post<TourDetail>(`/tours/${id}/stops`, input),
    onSuccess: saved,
  });
}
export function useUpdateStop(id: number) {
  const saved = useSaved();
  return useMutation({
    mutationFn: ({
      stopId,
      ...input
    }: {
      stopId: number;
      lat: number;
      lng: number;
      windowStart: string | null;
      windowEnd: string | null;
    }) => apiClient.put<TourDetail>(`/tours/${id}/stops/${stopId}`, input),
    onSuccess: saved,
  });
}
export function useOptimiseTour(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferFeasible: boolean = false) => apiClient.post<TourOptimised>(`/tours/${id}/optimise`, { preferFeasible }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['tours', id] });
      void queryClient.invalidateQueries({ queryKey: ['tours', 'list'] });
    },
  });
}
export function useConfirmTour(id: number) {
  const saved = useSaved();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post<TourDetail>(`/tours/${id}/confirm`, {}),
    onSuccess: (tour) => {
      saved(tour);
      // Confirming dated the requests (decision 035).
      void queryClient.invalidateQueries({ queryKey: ['maintenance-requests'] });
    },
  });
}
export function useMarkDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tourId, stopId, clientActionId }: { tourId: number; stopId: number; clientActionId: string }) =>
      apiClient.post<TourDetail>(`/tours/${tourId}/stops/${stopId}/done`, { clientActionId }),
    onSuccess: (tour) => {
      queryClient.setQueryData(['tours', tour.id], tour);
      void queryClient.invalidateQueries({ queryKey: ['tours', 'mine'] });
    },
  });
}

/** The tour a maintenance request is on (decision 035), for its detail page. */
export function useTourVisit(requestId: number) {
  return useQuery({
    queryKey: ['tours', 'visit', requestId],
    queryFn: () => apiClient.get<{ visit: MaintenanceTourVisit }>(`/maintenance-requests/${requestId}/tour-visit`),
    enabled: Number.isInteger(requestId) && requestId > 0,
  });
}

/** A visit leaves the tour or the tour is cancelled: the requests' dates changed too. */
function useChanged() {
  const saved = useSaved();
  const queryClient = useQueryClient();
  return (tour: TourDetail) => {
    saved(tour);
    void queryClient.invalidateQueries({ queryKey: ['tours', 'visit'] });
    void queryClient.invalidateQueries({ queryKey: ['maintenance-requests'] });
  };
}
export function useRemoveStop(id: number) {
  const changed = useChanged();
  return useMutation({ mutationFn: (stopId: number) => apiClient.delete<TourDetail>(`/tours/${id}/stops/${stopId}`), onSuccess: changed });
}
export function useCancelTour(id: number) {
  const changed = useChanged();
  return useMutation({ mutationFn: () => apiClient.post<TourDetail>(`/tours/${id}/cancel`, {}), onSuccess: changed });
}
