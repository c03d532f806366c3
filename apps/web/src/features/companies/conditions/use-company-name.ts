import { useAuth } from '@/lib/auth/auth-context';

/** The company's name from the session: an admin's company list, or a fleet manager's own company. */
export function useCompanyName(companyId: number): string | null {
  const { user, companies } = useAuth();
  if (user?.company?.id === companyId) return user.company.name;
  return companies.find((c) => c.id === companyId)?.name ?? null;
}
