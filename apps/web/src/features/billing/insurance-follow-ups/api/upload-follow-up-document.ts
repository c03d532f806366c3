import type { InsuranceDocument } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { insuranceKeys } from '@/features/billing/insurance-follow-ups/api/insurance-keys';
import { apiClient } from '@/lib/api-client';

export const uploadFollowUpDocument = (id: number, file: File) => {
  const body = new FormData();
  body.append('file', file);
  return apiClient.post<InsuranceDocument>(`/insurance-follow-ups/${id}/documents`, body);
};

export function useUploadFollowUpDocument(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadFollowUpDocument(id, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: insuranceKeys.followUp(id) }),
  });
}
