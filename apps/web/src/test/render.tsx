import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render, type RenderOptions } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { toLocale, type Locale } from '@veloport/domain';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { cssVariablesResolver, theme } from '@/config/theme';
import { useAuth } from '@/lib/auth/auth-context';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { i18n } from '@/lib/i18n';

type Options = RenderOptions & { locale?: Locale };

const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
        <Notifications />
        <QueryClientProvider client={testQueryClient()}>{children}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}

/** Renders with Mantine (no transitions), react-query and the real translations in the given language. */
export async function renderWithProviders(ui: ReactElement, { locale = 'en', ...options }: Options = {}) {
  await i18n.changeLanguage(locale);
  return render(<Providers>{ui}</Providers>, options);
}

function WhenAuthKnown() {
  const { isInitialized } = useAuth();
  return isInitialized ? <Outlet /> : null;
}

/**
 * Renders a feature's routes under `/:locale` at `url`, with the session answered by the mocked
 * `/api/auth/check`. `location()` tells where navigation ended.
 */
export async function renderRoutes(children: RouteObject[], url: string, options: Options = {}) {
  await i18n.changeLanguage(options.locale ?? toLocale(new URL(url, 'http://test').pathname.split('/')[1]));
  const router = createMemoryRouter([{ path: '/:locale', element: <WhenAuthKnown />, children }], {
    initialEntries: [url],
  });
  const view = render(
    <Providers>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </Providers>,
    options,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, location };
}
