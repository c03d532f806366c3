import type {
  InsuranceDocument,
  InsuranceFollowUpDetail,
  insuranceFollowUpListSchema,
  InsuranceInput,
  InsurancePatch,
  InsuranceStatus,
  renewalDueListSchema,
} from '@veloport/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type { InsuranceFollowUpDetail };
export type FollowUpList = Infer<typeof insuranceFollowUpListSchema>;
export type RenewalDueList = Infer<typeof renewalDueListSchema>;
export type TransitionBody = { status: InsuranceStatus; amountPaidCents?: number; note: string | null };

export function useFollowUps(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['insurance', 'list', query],
    queryFn: () => apiClient.get<FollowUpList>('/insurance-follow-ups', { query }),
    placeholderData: keepPreviousData,
  });
}

export function useFollowUp(id: number) {
  return useQuery({
    queryKey: ['insurance', id],
    queryFn: () => apiClient.get<InsuranceFollowUpDetail>(`/insurance-follow-ups/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useRenewalsDue() {
  return useQuery({
    queryKey: ['insurance', 'renewals-due'],
    queryFn: () => apiClient.get<RenewalDueList>('/insurance-follow-ups/renewals-due'),
  });
}

function useFollowUpSaved() {
  const queryClient = useQueryClient();
  return (followUp: InsuranceFollowUpDetail) => {
    queryClient.setQueryData(['insurance', followUp.id], followUp);
    void queryClient.invalidateQueries({ queryKey: ['insurance', 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['insurance', 'renewals-due'] });
  };
}

export function useCreateFollowUp() {
  const saved = useFollowUpSaved();
  return useMutation({
    mutationFn: (input: InsuranceInput) => apiClient.post<InsuranceFollowUpDetail>('/insurance-follow-ups', input),
    onSuccess: saved,
  });
}

export function useUpdateFollowUp(id: number) {
  const saved = useFollowUpSaved();
  return useMutation({
    mutationFn: (input: InsurancePatch) => apiClient.patch<InsuranceFollowUpDetail>(`/insurance-follow-ups/${id}`, input),
    onSuccess: saved,
  });
}

export function useFollowUpTransition(id: number) {
  const saved = useFollowUpSaved();
  return useMutation({
    mutationFn: (body: TransitionBody) => apiClient.post<InsuranceFollowUpDetail>(`/insurance-follow-ups/${id}/transitions`, body),
    onSuccess: saved,
  });
}

export function useUploadFollowUpDocument(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return apiClient.post<InsuranceDocument>(`/insurance-follow-ups/${id}/documents`, body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['insurance', id] }),
  });
}

/** The stock bike of a typed or scanned frame number (404 when none). */
export const findBikeByFrame = (frameNumber: string) =>
  apiClient.get<{ id: number; frameNumber: string }>(`/stock/bikes/by-frame/${encodeURIComponent(frameNumber.trim())}`);
