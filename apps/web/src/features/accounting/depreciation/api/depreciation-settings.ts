import type { DepreciationSettings } from '@veloport/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { depreciationKeys } from '@/features/accounting/depreciation/api/depreciation-keys';
import { apiClient } from '@/lib/api-client';

/** The period of each asset class (decision 106). */
export const getDepreciationSettings = () => apiClient.get<DepreciationSettings>('/accounting/depreciation/settings');
export const depreciationSettingsQueryOptions = () =>
  queryOptions({ queryKey: depreciationKeys.settings(), queryFn: getDepreciationSettings });

export function useDepreciationSettings() {
  return useQuery(depreciationSettingsQueryOptions());
}

/** Saving changes the register at once: every figure of the screen is read again. */
export function useSaveDepreciationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: DepreciationSettings) => apiClient.put<DepreciationSettings>('/accounting/depreciation/settings', settings),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: depreciationKeys.all }),
  });
}
