import { type AuthUser, type CheckResponse, can } from '@veloport/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, type ReactNode } from 'react';
import { currentStockLocationQueryOptions, employeesQueryOptions, minimalCompaniesQueryOptions } from '@/lib/auth/admin-context';
import { AuthContext, type AuthContextValue } from '@/lib/auth/auth-context';
import { AUTH_QUERY_KEY, authCheckQueryOptions } from '@/lib/auth/check-auth';

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const check = useQuery(authCheckQueryOptions());
  const sessionUser = check.data?.authenticated ? check.data.user : null;
  const isAdmin = can(sessionUser, 'admin');

  const stockLocation = useQuery({ ...currentStockLocationQueryOptions(), enabled: isAdmin });
  const locationId = stockLocation.data?.current_location ?? 0;
  const employees = useQuery({ ...employeesQueryOptions(locationId), enabled: isAdmin && locationId > 0 });
  const companies = useQuery({ ...minimalCompaniesQueryOptions(), enabled: isAdmin });

  const user = useMemo<AuthUser | null>(() => {
    if (!sessionUser || !isAdmin || !stockLocation.data) return sessionUser;
    return {
      ...sessionUser,
      currentStockLocation: stockLocation.data.current_location,
      currentStockLocationName: stockLocation.data.current_location_name,
    };
  }, [sessionUser, isAdmin, stockLocation.data]);

  const setUser = useCallback(
    (next: AuthUser | null) => {
      queryClient.setQueryData<CheckResponse>(AUTH_QUERY_KEY, { authenticated: next !== null, user: next });
    },
    [queryClient],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      isAuth: user !== null,
      user,
      employees: isAdmin ? (employees.data ?? []) : [],
      companies: isAdmin ? (companies.data ?? []) : [],
      isInitialized: !check.isPending,
      setUser,
    }),
    [user, isAdmin, employees.data, companies.data, check.isPending, setUser],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
