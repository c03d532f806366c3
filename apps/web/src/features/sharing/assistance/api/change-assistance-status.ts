import type { AssistanceReport, AssistanceStatus } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useAssistanceChanged } from '@/features/sharing/assistance/api/use-assistance-changed';
import { apiClient } from '@/lib/api-client';

export const changeAssistanceStatus = (id: number, status: AssistanceStatus) =>
  apiClient.post<AssistanceReport>(`/assistance-reports/${id}/status`, { status });

export function useChangeAssistanceStatus(id: number) {
  const changed = useAssistanceChanged();
  return useMutation({ mutationFn: (status: AssistanceStatus) => changeAssistanceStatus(id, status), onSuccess: changed });
}
