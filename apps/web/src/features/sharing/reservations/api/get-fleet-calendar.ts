import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reservationsKeys } from '@/features/sharing/reservations/api/reservations-keys';
import { apiClient } from '@/lib/api-client';

export type CalendarReservation = {
  id: number;
  code: string;
  userId: number;
  holder: string;
  start: string;
  end: string;
  startAt: string;
  endAt: string;
  status: string;
};
export type FleetCalendar = {
  companyId: number;
  from: string;
  to: string;
  bikes: { id: number; frameNumber: string; name: string; building: string | null; reservations: CalendarReservation[] }[];
};

export const getFleetCalendar = (query: Record<string, string | number>) => apiClient.get<FleetCalendar>('/fleet/calendar', { query });

/** The company's shared bikes and their reservations from `from` to `to` (Brussels days); admins name the company. */
export const fleetCalendarQueryOptions = (period: { from: string; to: string }, companyId: number | null, enabled: boolean) => {
  const query: Record<string, string | number> = { from: period.from, to: period.to };
  if (companyId) query.companyId = companyId;
  return queryOptions({
    queryKey: reservationsKeys.calendar(query),
    queryFn: () => getFleetCalendar(query),
    enabled,
    placeholderData: keepPreviousData,
  });
};

export function useFleetCalendar(period: { from: string; to: string }, companyId: number | null, enabled: boolean) {
  return useQuery(fleetCalendarQueryOptions(period, companyId, enabled));
}
