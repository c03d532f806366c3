import type { ImpactSettings } from '@veloport/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rankingKeys } from '@/features/insight/ranking/api/ranking-keys';
import { apiClient } from '@/lib/api-client';

export const getImpactSettings = () => apiClient.get<ImpactSettings>('/impact/settings');
export const impactSettingsQueryOptions = () => queryOptions({ queryKey: rankingKeys.settings(), queryFn: getImpactSettings });

export function useImpactSettings() {
  return useQuery(impactSettingsQueryOptions());
}

/** The admin changes the CO2 factor: every ranking's kilograms follow. */
export function useSaveImpactSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ImpactSettings) => apiClient.put<ImpactSettings>('/impact/settings', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rankingKeys.all }),
  });
}
