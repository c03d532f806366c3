import type { BikeModel, BikeModelInput, bikeModelListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type BikeModelList = Infer<typeof bikeModelListSchema>;
export type ListQuery = Record<string, string | number>;
/** The three lists of models: the catalogue, the models withdrawn from sale, the cafeteria offer. */
export type BikeModelListKind = 'all' | 'notAvailable' | 'cafeteria';

const LIST_PATHS: Record<BikeModelListKind, string> = {
  all: '/catalog/bikes',
  notAvailable: '/catalog/bikes/not-available',
  cafeteria: '/catalog/bikes/cafeteria',
};

export const getBikeModels = (kind: BikeModelListKind, query: ListQuery): Promise<BikeModelList> =>
  apiClient.get<BikeModelList>(LIST_PATHS[kind], { query });

export function useBikeModels(kind: BikeModelListKind, query: ListQuery) {
  return useQuery(
    queryOptions({
      queryKey: ['catalog', 'bikes', 'list', kind, query],
      queryFn: () => getBikeModels(kind, query),
      placeholderData: keepPreviousData,
    }),
  );
}

export const getBikeModel = (id: number): Promise<BikeModel> =>
  apiClient.get<{ model: BikeModel }>(`/catalog/bikes/${id}`).then((r) => r.model);

export function useBikeModel(id: number) {
  return useQuery({ queryKey: ['catalog', 'bikes', id], queryFn: () => getBikeModel(id), enabled: Number.isInteger(id) && id > 0 });
}

function useModelSaved() {
  const queryClient = useQueryClient();
  return (model: BikeModel) => {
    queryClient.setQueryData(['catalog', 'bikes', model.id], model);
    void queryClient.invalidateQueries({ queryKey: ['catalog', 'bikes', 'list'] });
  };
}

export const createBikeModel = (input: BikeModelInput): Promise<BikeModel> =>
  apiClient.post<{ model: BikeModel }>('/catalog/bikes', input).then((r) => r.model);

export function useCreateBikeModel() {
  const saved = useModelSaved();
  return useMutation({ mutationFn: createBikeModel, onSuccess: saved });
}

export const updateBikeModel = ({ id, input }: { id: number; input: BikeModelInput }): Promise<BikeModel> =>
  apiClient.put<{ model: BikeModel }>(`/catalog/bikes/${id}`, input).then((r) => r.model);

export function useUpdateBikeModel() {
  const saved = useModelSaved();
  return useMutation({ mutationFn: updateBikeModel, onSuccess: saved });
}

export const setBikeModelAvailability = ({ id, available }: { id: number; available: boolean }): Promise<BikeModel> =>
  apiClient.post<{ model: BikeModel }>(`/catalog/bikes/${id}/availability`, { available }).then((r) => r.model);

export function useSetBikeModelAvailability() {
  const saved = useModelSaved();
  return useMutation({ mutationFn: setBikeModelAvailability, onSuccess: saved });
}

export const addBikeModelPhoto = ({ id, file }: { id: number; file: File }): Promise<BikeModel> => {
  const body = new FormData();
  body.append('file', file);
  return apiClient.post<{ model: BikeModel }>(`/catalog/bikes/${id}/photos`, body).then((r) => r.model);
};

export function useAddBikeModelPhoto() {
  const saved = useModelSaved();
  return useMutation({ mutationFn: addBikeModelPhoto, onSuccess: saved });
}

export const removeBikeModelPhoto = ({ id, index }: { id: number; index: number }): Promise<BikeModel> =>
  apiClient.delete<{ model: BikeModel }>(`/catalog/bikes/${id}/photos/${index}`).then((r) => r.model);

export function useRemoveBikeModelPhoto() {
  const saved = useModelSaved();
  return useMutation({ mutationFn: removeBikeModelPhoto, onSuccess: saved });
}
