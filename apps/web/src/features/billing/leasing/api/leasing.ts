import type {
  bikeListSchema,
  LeasingContract,
  LeasingContractInput,
  leasingContractListSchema,
  LeasingEndChoice,
  LeasingRun,
  leasingRunListSchema,
  LeasingRunPreview,
} from '@veloport/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type { LeasingContract, LeasingRun, LeasingRunPreview };
export type LeasingContractList = Infer<typeof leasingContractListSchema>;
export type LeasingRunList = Infer<typeof leasingRunListSchema>;
type BikeList = Infer<typeof bikeListSchema>;
/** What the contract form sends (the API fills the defaults). */
export type LeasingContractBody = Omit<LeasingContractInput, 'orderId'> & { orderId?: number | null };

export function useLeasingContracts(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['leasing', 'contracts', query],
    queryFn: () => apiClient.get<LeasingContractList>('/leasing/contracts', { query }),
    placeholderData: keepPreviousData,
  });
}

export function useLeasingContract(id: number) {
  return useQuery({
    queryKey: ['leasing', 'contract', id],
    queryFn: () => apiClient.get<LeasingContract>(`/leasing/contracts/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
}

function useContractSaved() {
  const queryClient = useQueryClient();
  return (contract: LeasingContract) => {
    queryClient.setQueryData(['leasing', 'contract', contract.id], contract);
    void queryClient.invalidateQueries({ queryKey: ['leasing', 'contracts'] });
  };
}

export function useCreateLeasingContract() {
  const saved = useContractSaved();
  return useMutation({
    mutationFn: (input: LeasingContractBody) => apiClient.post<LeasingContract>('/leasing/contracts', input),
    onSuccess: saved,
  });
}

export function useSendNotice() {
  const saved = useContractSaved();
  return useMutation({ mutationFn: (id: number) => apiClient.post<LeasingContract>(`/leasing/contracts/${id}/notice`), onSuccess: saved });
}

export function useEndChoice() {
  const saved = useContractSaved();
  return useMutation({
    mutationFn: ({ id, choice }: { id: number; choice: LeasingEndChoice }) =>
      apiClient.post<LeasingContract>(`/leasing/contracts/${id}/end-choice`, { choice }),
    onSuccess: saved,
  });
}

/** Leased bikes to make a contract for, found by frame number. */
export function useLeasedBikes(q: string) {
  return useQuery({
    queryKey: ['leasing', 'bikes', q],
    queryFn: () =>
      apiClient.get<BikeList>('/stock/bikes', {
        query: { q, perPage: 20, contractKind: 'leasing,leasing_with_maintenance_budget,annual' },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useLeasingRuns(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['leasing', 'runs', query],
    queryFn: () => apiClient.get<LeasingRunList>('/leasing/runs', { query }),
    placeholderData: keepPreviousData,
    // While a run waits or works, its progress is read again every two seconds.
    refetchInterval: (q) => (q.state.data?.data.some((r) => r.status === 'queued' || r.status === 'running') ? 2000 : false),
  });
}

export function usePreviewRun() {
  return useMutation({ mutationFn: (period: string) => apiClient.post<LeasingRunPreview>('/leasing/runs/preview', { period }) });
}

export function useStartRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (period: string) => apiClient.post<LeasingRun>('/leasing/runs', { period }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['leasing', 'runs'] }),
  });
}
