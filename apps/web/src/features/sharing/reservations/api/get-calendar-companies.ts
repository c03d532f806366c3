import { useQuery } from '@tanstack/react-query';
import { minimalCompaniesQueryOptions } from '@/lib/auth/admin-context';

/** The companies an admin may pick from: the one shared query, so its cache holds one shape for every screen. */
export function useCalendarCompanies(enabled: boolean) {
  return useQuery({ ...minimalCompaniesQueryOptions(), enabled });
}
