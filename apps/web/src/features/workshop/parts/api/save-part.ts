import type { WorkshopPart, WorkshopPartInput, WorkshopPartStockInput } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partsKeys } from '@/features/workshop/parts/api/parts-keys';
import { apiClient } from '@/lib/api-client';

/** A new part (no id) or an edited one: the lists refresh. */
export const savePart = ({ id, input }: { id: number | null; input: WorkshopPartInput }) =>
  id === null ? apiClient.post<WorkshopPart>('/workshop/parts', input) : apiClient.put<WorkshopPart>(`/workshop/parts/${id}`, input);

export const adjustPartStock = ({ id, input }: { id: number; input: WorkshopPartStockInput }) =>
  apiClient.post<WorkshopPart>(`/workshop/parts/${id}/stock`, input);

function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: partsKeys.all });
}

export function useSavePart() {
  return useMutation({ mutationFn: savePart, onSuccess: useRefresh() });
}

export function useAdjustPartStock() {
  return useMutation({ mutationFn: adjustPartStock, onSuccess: useRefresh() });
}
