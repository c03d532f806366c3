import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { minimalCompaniesQueryOptions } from '@/lib/auth/admin-context';

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
  bikes: { id: number; frameNumber: string; reservations: CalendarReservation[] }[];
};

/** The company's shared bikes and their reservations from `from` to `to` (Brussels days); admins name the company. */
export function useFleetCalendar(period: { from: string; to: string }, companyId: number | null, enabled: boolean) {
  const query: Record<string, string | number> = { from: period.from, to: period.to };
  if (companyId) query.companyId = companyId;
  return useQuery({
    queryKey: ['fleet', 'calendar', query],
    queryFn: () => apiClient.get<FleetCalendar>('/fleet/calendar', { query }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The companies an admin may pick from: the one shared query, so its cache holds one shape for every screen. */
export function useCalendarCompanies(enabled: boolean) {
  return useQuery({ ...minimalCompaniesQueryOptions(), enabled });
}
