import type { AssetAdditions } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { depreciationKeys } from '@/features/accounting/depreciation/api/depreciation-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/stock/bikes/{id}/additions: what was added to a bike of the register, and its value with it (decision 115). */
export const getAssetAdditions = (bikeId: number, signal?: AbortSignal) =>
  apiClient.get<AssetAdditions>(`/stock/bikes/${bikeId}/additions`, { signal });

export const assetAdditionsQueryOptions = (bikeId: number) =>
  queryOptions({ queryKey: depreciationKeys.additions(bikeId), queryFn: ({ signal }) => getAssetAdditions(bikeId, signal) });

export function useAssetAdditions(bikeId: number, enabled = true) {
  return useQuery({ ...assetAdditionsQueryOptions(bikeId), enabled });
}
