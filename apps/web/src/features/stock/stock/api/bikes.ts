import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AssignBikeInput,
  BikeCreateInput,
  BikeDetail,
  BikeSummary,
  BikeUpdateInput,
  bikeByFrameSchema,
  bikeListSchema,
  insuredBikeListSchema,
} from '@veloport/domain';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type BikeList = Infer<typeof bikeListSchema>;
export type InsuredBikeList = Infer<typeof insuredBikeListSchema>;
export type ListQuery = Record<string, string | number>;

/** GET /api/stock/bikes: the physical bikes, filtered, sorted and paged. */
export const listBikes = (query: ListQuery, signal?: AbortSignal): Promise<BikeList> =>
  apiClient.get<BikeList>('/stock/bikes', { query, signal });

export function useBikes(query: ListQuery) {
  return useQuery({
    queryKey: ['stock-bikes', 'list', query],
    queryFn: ({ signal }) => listBikes(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/stock/bikes/insurance */
export function useInsuredBikes(query: ListQuery) {
  return useQuery({
    queryKey: ['stock-bikes', 'insurance', query],
    queryFn: ({ signal }) => apiClient.get<InsuredBikeList>('/stock/bikes/insurance', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export const bikeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['stock-bikes', 'detail', id],
    queryFn: async ({ signal }) => (await apiClient.get<{ bike: BikeDetail }>(`/stock/bikes/${id}`, { signal })).bike,
  });

/** GET /api/stock/bikes/{id}: every field and the full history. */
export function useBike(id: number) {
  return useQuery({ ...bikeQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}

/** GET /api/stock/bikes/by-frame/{frameNumber}: 404 when no bike has it. */
export const findBikeByFrame = (frameNumber: string): Promise<Infer<typeof bikeByFrameSchema>> =>
  apiClient.get(`/stock/bikes/by-frame/${encodeURIComponent(frameNumber)}`);

export function useCreateBike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: BikeCreateInput) => (await apiClient.post<{ bike: BikeDetail }>('/stock/bikes', input)).bike,
    onSuccess: (bike) => {
      queryClient.setQueryData(['stock-bikes', 'detail', bike.id], bike);
      void queryClient.invalidateQueries({ queryKey: ['stock-bikes', 'list'] });
    },
  });
}

export type BikeAction =
  | { kind: 'update'; body: BikeUpdateInput }
  | { kind: 'move'; body: { locationId: number } }
  | { kind: 'assign'; body: AssignBikeInput }
  | { kind: 'status'; body: { status: 'usable' | 'broken' } }
  | { kind: 'stolen'; body: { date: string } }
  | { kind: 'sold'; body: { date: string; priceCents: number } };

/** PUT /api/stock/bikes/{id} or one of its named actions (move, assign, status, stolen, sold). */
export function useBikeAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: BikeAction) =>
      action.kind === 'update'
        ? (await apiClient.put<{ bike: BikeDetail }>(`/stock/bikes/${id}`, action.body)).bike
        : (await apiClient.post<{ bike: BikeDetail }>(`/stock/bikes/${id}/${action.kind}`, action.body)).bike,
    onSuccess: (bike) => {
      queryClient.setQueryData(['stock-bikes', 'detail', bike.id], bike);
      void queryClient.invalidateQueries({ queryKey: ['stock-bikes', 'list'] });
    },
  });
}

/** GET /api/stock/bikes/summary: the filtered bikes counted per store, contract kind and status. */
export function useBikeSummary(query: ListQuery) {
  const { page: _page, perPage: _perPage, sort: _sort, order: _order, ...filters } = query;
  return useQuery({
    queryKey: ['stock-bikes', 'summary', filters],
    queryFn: ({ signal }) => apiClient.get<BikeSummary>('/stock/bikes/summary', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}
