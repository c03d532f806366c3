import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { GuestOnly } from '@/lib/auth/route-guards';
import type { LazyScreen } from '@/lib/lazy-screen';

/** The login page offers the company's quiz to an inactive account that must pass it: composed by the app. */
type ComposedScreens = { login: LazyScreen };

/** Signing in and the pages the portal's e-mails link to; the first three only for a signed-out visitor. */
export const authRoutes = ({ login }: ComposedScreens): RouteObject[] => [
  {
    element: <GuestOnly />,
    children: [
      { index: true, lazy: login },
      {
        path: paths.setPassword.path,
        lazy: () => import('./set-password-page').then(({ SetPasswordPage }) => ({ Component: SetPasswordPage })),
      },
      { path: paths.newAccess.path, lazy: () => import('./new-access-page').then(({ NewAccessPage }) => ({ Component: NewAccessPage })) },
    ],
  },
  {
    path: paths.forgotPassword.path,
    lazy: () => import('./forgot-password-page').then(({ ForgotPasswordPage }) => ({ Component: ForgotPasswordPage })),
  },
  {
    path: paths.resetPassword.path,
    lazy: () => import('./reset-password-page').then(({ ResetPasswordPage }) => ({ Component: ResetPasswordPage })),
  },
  {
    path: paths.confirmEmail.path,
    lazy: () => import('./confirm-email-page').then(({ ConfirmEmailPage }) => ({ Component: ConfirmEmailPage })),
  },
];
