import { queryOptions, useQuery } from '@tanstack/react-query';
import { assistanceKeys } from '@/features/sharing/assistance/api/assistance-keys';
import { apiClient } from '@/lib/api-client';

type ReportedReservation = {
  id: number;
  code: string;
  start: string;
  end: string;
  group: string | null;
  bike: { frameNumber: string; name: string };
  building: { name: string } | null;
};

export const getReportedReservation = (id: number) => apiClient.get<ReportedReservation>(`/reservations/${id}`);

/** The reservation a report is about (the reporter's own). */
export const reportedReservationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: assistanceKeys.reservation(id),
    queryFn: () => getReportedReservation(id),
    enabled: Number.isInteger(id) && id > 0,
  });

export function useReportedReservation(id: number) {
  return useQuery(reportedReservationQueryOptions(id));
}
