import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { NotificationsHost } from '@/app/notifications-host';
import { createQueryClient } from '@/app/query-client';
import { cssVariablesResolver, theme } from '@/config/theme';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { i18n as defaultI18n } from '@/lib/i18n';
import { RequestCookiesContext } from '@/lib/request-cookies';

type AppProvidersProps = {
  children: ReactNode;
  queryClient?: QueryClient;
  /** Tests disable transitions. */
  env?: 'default' | 'test';
  /** The server-side renderer gives each request its own language instance and the request's cookies. */
  i18n?: typeof defaultI18n;
  cookies?: string;
};

export function AppProviders({ children, queryClient, env = 'default', i18n = defaultI18n, cookies = '' }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <RequestCookiesContext value={cookies}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light" env={env}>
          <NotificationsHost />
          <QueryClientProvider client={client}>
            <AuthProvider>{children}</AuthProvider>
          </QueryClientProvider>
        </MantineProvider>
      </RequestCookiesContext>
    </I18nextProvider>
  );
}
