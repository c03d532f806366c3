import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { canAccess } from '@/lib/authorization';
import { RequireAuth } from '@/lib/auth/route-guards';
import { useLocale } from '@/lib/locale';

/**
 * `reservations/create` and its confirmation (decision 039): an employee of a company with shared bikes, or someone
 * who books on another's behalf (admin, the shop's `search` and `bikeMechanic` staff, a fleet manager).
 */
export function RequireBookingAccess() {
  const { user } = useAuth();
  const locale = useLocale();
  if (!user) return <RequireAuth />;
  const allowed =
    canAccess(user, { companyAccess: 'sharing' }) || canAccess(user, { permission: ['admin', 'search', 'bikeMechanic', 'fleetManager'] });
  if (!allowed) return <Navigate to={paths.error.getHref(locale, 403)} replace />;
  return <Outlet />;
}
