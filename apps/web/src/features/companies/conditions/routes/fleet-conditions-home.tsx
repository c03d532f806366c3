import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuthUser } from '@/lib/auth/auth-context';
import { useLocale } from '@/lib/locale';

/** "Our conditions": a fleet manager's own company's conditions. */
export function FleetConditionsHome() {
  const user = useAuthUser();
  const locale = useLocale();
  const companyId = user.company?.id;
  return <Navigate to={companyId ? paths.fleetConditions.edit.getHref(locale, companyId) : paths.error.getHref(locale, 404)} replace />;
}
