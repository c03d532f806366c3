import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { canAccess, type AccessRule } from '@/lib/authorization';
import { postLoginPath, useLocale } from '@/lib/locale';

type GuardProps = { children?: ReactNode };

/** Sends anonymous visitors to the login page of the current locale, remembering where they were going. */
export function RequireAuth({ children }: GuardProps) {
  const { isAuth } = useAuth();
  const locale = useLocale();
  const location = useLocation();
  if (!isAuth) {
    const target = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.login.getHref(locale, target)} replace />;
  }
  return children ?? <Outlet />;
}

/** Login, sign-up and set-password make no sense once signed in: go where the user was heading. */
export function GuestOnly({ children }: GuardProps) {
  const { user } = useAuth();
  const [searchParams] = useSearchParams();
  if (user) return <Navigate to={postLoginPath(user.language, searchParams.get('redirect'))} replace />;
  return children ?? <Outlet />;
}

type RequirePermissionProps = GuardProps & AccessRule;

/**
 * Route wrapper for modules: `<RequirePermission permission={['admin', 'fleetManager']} companyAccess="bikes" />`.
 * Signs in first when needed, then answers 403 when the user holds none of the permissions
 * or the company does not grant the access value.
 */
export function RequirePermission({ permission, companyAccess, shopStaff, children }: RequirePermissionProps) {
  const { user } = useAuth();
  const locale = useLocale();
  if (!user) return <RequireAuth>{children}</RequireAuth>;
  if (!canAccess(user, { permission, companyAccess, shopStaff })) {
    return <Navigate to={paths.error.getHref(locale, 403)} replace />;
  }
  return children ?? <Outlet />;
}
