import type { AssistanceKind, AssistanceReport, AssistanceStatus, assistanceListSchema } from '@veloport/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type { AssistanceReport, AssistanceStatus };
export type AssistanceList = Infer<typeof assistanceListSchema>;

export function useAssistanceReports(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['assistance', 'list', query],
    queryFn: () => apiClient.get<AssistanceList>('/assistance-reports', { query }),
    placeholderData: keepPreviousData,
  });
}

export function useAssistanceReport(id: number) {
  return useQuery({
    queryKey: ['assistance', id],
    queryFn: () => apiClient.get<AssistanceReport>(`/assistance-reports/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
}

function useAssistanceChanged() {
  const queryClient = useQueryClient();
  return (report: AssistanceReport) => {
    queryClient.setQueryData(['assistance', report.id], report);
    void queryClient.invalidateQueries({ queryKey: ['assistance', 'list'] });
  };
}

/**
 * Reports the problem, then sends the photo when there is one. Two calls: the report stands even when the photo is
 * refused, and the screen says so (`photoError`).
 */
export function useCreateAssistanceReport() {
  const changed = useAssistanceChanged();
  return useMutation({
    mutationFn: async ({ photo, ...body }: { reservationId: number; kind: AssistanceKind; comment: string; photo: File | null }) => {
      const report = await apiClient.post<AssistanceReport>('/assistance-reports', body);
      if (!photo) return { report, photoError: null };
      const form = new FormData();
      form.append('file', photo);
      try {
        return { report: await apiClient.post<AssistanceReport>(`/assistance-reports/${report.id}/photo`, form), photoError: null };
      } catch (error) {
        return { report, photoError: error };
      }
    },
    onSuccess: ({ report }) => changed(report),
  });
}

export function useChangeAssistanceStatus(id: number) {
  const changed = useAssistanceChanged();
  return useMutation({
    mutationFn: (status: AssistanceStatus) => apiClient.post<AssistanceReport>(`/assistance-reports/${id}/status`, { status }),
    onSuccess: changed,
  });
}

export const assistancePhotoUrl = (id: number) => `/api/assistance-reports/${id}/photo`;

/** The reservation a report is about (the reporter's own). */
export function useReportedReservation(id: number) {
  return useQuery({
    queryKey: ['reservations', id],
    queryFn: () =>
      apiClient.get<{
        id: number;
        code: string;
        start: string;
        end: string;
        group: string | null;
        bike: { frameNumber: string; name: string };
        building: { name: string } | null;
      }>(`/reservations/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
}
