import type {
  bikeLookupSchema,
  WorkshopStores,
  MaintenanceRequestDetail,
  MaintenanceRequestInput,
  MaintenanceStep,
  maintenanceRequestCreatedSchema,
  maintenanceRequestListSchema,
  myBikesSchema,
} from '@veloport/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type { MaintenanceRequestDetail };
export type MaintenanceRequestList = Infer<typeof maintenanceRequestListSchema>;
export type MyBikes = Infer<typeof myBikesSchema>;
export type MaintenanceRequestCreated = Infer<typeof maintenanceRequestCreatedSchema>;
/** What the request form sends (the API fills the defaults). */
export type MaintenanceRequestBody = Partial<
  Pick<
    MaintenanceRequestInput,
    'bikeId' | 'externalBikeId' | 'userId' | 'mileageKm' | 'maxBudgetCents' | 'address' | 'replacementDays' | 'desiredDate' | 'storeId'
  >
> &
  Pick<MaintenanceRequestInput, 'problem' | 'location' | 'replacementBike'>;

/** The workshops and each one's first day with room (decision 030), for the request form. */
export function useWorkshopStores() {
  return useQuery({
    queryKey: ['workshop', 'stores'],
    queryFn: () => apiClient.get<WorkshopStores>('/workshop/stores'),
    staleTime: 60_000,
  });
}

export function useMyBikes() {
  return useQuery({ queryKey: ['me', 'bikes'], queryFn: () => apiClient.get<MyBikes>('/me/bikes') });
}

export function useMaintenanceRequests(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['maintenance-requests', 'list', query],
    queryFn: () => apiClient.get<MaintenanceRequestList>('/maintenance-requests', { query }),
    placeholderData: keepPreviousData,
  });
}

export function useMaintenanceRequest(id: number) {
  return useQuery({
    queryKey: ['maintenance-requests', id],
    queryFn: () => apiClient.get<MaintenanceRequestDetail>(`/maintenance-requests/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** Keeps the request just answered by the API and refreshes the lists (and "my bikes"). */
function useSaved() {
  const queryClient = useQueryClient();
  return (request: MaintenanceRequestDetail) => {
    queryClient.setQueryData(['maintenance-requests', request.id], request);
    void queryClient.invalidateQueries({ queryKey: ['maintenance-requests', 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['me', 'bikes'] });
  };
}

export function useCreateMaintenanceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MaintenanceRequestBody) => apiClient.post<MaintenanceRequestCreated>('/maintenance-requests', input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['maintenance-requests', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['me', 'bikes'] });
    },
  });
}

export function useProposeDates(id: number) {
  const saved = useSaved();
  return useMutation({
    mutationFn: (dates: string[]) => apiClient.post<MaintenanceRequestDetail>(`/maintenance-requests/${id}/date-proposals`, { dates }),
    onSuccess: saved,
  });
}

export function useAcceptDate(id: number) {
  const saved = useSaved();
  return useMutation({
    mutationFn: (proposalId: number) =>
      apiClient.post<MaintenanceRequestDetail>(`/maintenance-requests/${id}/date-proposals/${proposalId}/accept`),
    onSuccess: saved,
  });
}

export function useRefuseDate(id: number) {
  const saved = useSaved();
  return useMutation({
    mutationFn: ({ proposalId, comment }: { proposalId: number; comment: string }) =>
      apiClient.post<MaintenanceRequestDetail>(`/maintenance-requests/${id}/date-proposals/${proposalId}/refuse`, { comment }),
    onSuccess: saved,
  });
}

export function useAdvanceStep(id: number) {
  const saved = useSaved();
  return useMutation({
    mutationFn: (step: MaintenanceStep) => apiClient.post<MaintenanceRequestDetail>(`/maintenance-requests/${id}/steps`, { step }),
    onSuccess: saved,
  });
}

export function useSetPriority(id: number) {
  const saved = useSaved();
  return useMutation({
    mutationFn: (priority: boolean) => apiClient.post<MaintenanceRequestDetail>(`/maintenance-requests/${id}/priority`, { priority }),
    onSuccess: saved,
  });
}

/** The workshop's estimate of the job's length, which the capacity books on the planned day. */
export function useSetEstimate(id: number) {
  const saved = useSaved();
  return useMutation({
    mutationFn: (estimatedMinutes: number) =>
      apiClient.post<MaintenanceRequestDetail>(`/maintenance-requests/${id}/estimate`, { estimatedMinutes }),
    onSuccess: saved,
  });
}

export type BikeLookup = Infer<typeof bikeLookupSchema>;

/** The workshop finds a stock bike by frame number, with its rider. */
export function useBikeLookup(frameNumber: string) {
  return useQuery({
    queryKey: ['maintenance-requests', 'bike-lookup', frameNumber],
    queryFn: () => apiClient.get<BikeLookup>('/maintenance-requests/bike-lookup', { query: { frameNumber } }),
    enabled: frameNumber.trim() !== '',
  });
}

export function useAddMaintenancePhoto(id: number) {
  const saved = useSaved();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return apiClient.post<MaintenanceRequestDetail>(`/maintenance-requests/${id}/photos`, body);
    },
    onSuccess: saved,
  });
}

export function useRemoveMaintenancePhoto(id: number) {
  const saved = useSaved();
  return useMutation({
    mutationFn: (index: number) => apiClient.delete<MaintenanceRequestDetail>(`/maintenance-requests/${id}/photos/${index}`),
    onSuccess: saved,
  });
}
