import type { LeasingRun } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leasingKeys } from '@/features/billing/leasing/api/leasing-keys';
import { apiClient } from '@/lib/api-client';

export type { LeasingRun };

export const startRun = (period: string) => apiClient.post<LeasingRun>('/leasing/runs', { period });

export function useStartRun() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: startRun, onSuccess: () => void queryClient.invalidateQueries({ queryKey: leasingKeys.runs() }) });
}
