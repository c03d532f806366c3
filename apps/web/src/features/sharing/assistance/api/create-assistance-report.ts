import type { AssistanceKind, AssistanceReport } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useAssistanceChanged } from '@/features/sharing/assistance/api/use-assistance-changed';
import { apiClient } from '@/lib/api-client';

export type AssistanceReportBody = { reservationId: number; kind: AssistanceKind; comment: string; photo: File | null };

/**
 * Reports the problem, then sends the photo when there is one. Two calls: the report stands even when the photo is
 * refused, and the screen says so (`photoError`).
 */
export const createAssistanceReport = async ({ photo, ...body }: AssistanceReportBody) => {
  const report = await apiClient.post<AssistanceReport>('/assistance-reports', body);
  if (!photo) return { report, photoError: null };
  const form = new FormData();
  form.append('file', photo);
  try {
    return { report: await apiClient.post<AssistanceReport>(`/assistance-reports/${report.id}/photo`, form), photoError: null };
  } catch (error) {
    return { report, photoError: error };
  }
};

export function useCreateAssistanceReport() {
  const changed = useAssistanceChanged();
  return useMutation({ mutationFn: createAssistanceReport, onSuccess: ({ report }) => changed(report) });
}
