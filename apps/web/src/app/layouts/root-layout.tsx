import { useLayoutEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { SkipLink } from '@/components/ui/skip-link';
import { CookieConsentBanner } from '@/features/shell/consent/components/cookie-consent-banner';
import { setApiLanguage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { useLocale } from '@/lib/locale';

/** Everything under `/:locale`: the URL decides the language, then the session decides the page. */
export function RootLayout() {
  const locale = useLocale();
  const { i18n } = useTranslation();
  const { isInitialized } = useAuth();
  const queryClient = useQueryClient();

  // Before paint, so a language switch never shows a frame in the previous language.
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    if (i18n.language !== locale) {
      i18n.changeLanguage(locale).catch((error: unknown) => console.error(error));
    }
    // The API answers names staff typed in the page's language (decision 101): after a switch, ask again.
    // invalidateQueries never rejects (a failed refetch shows on its own query).
    if (setApiLanguage(locale)) void queryClient.invalidateQueries();
  }, [locale, i18n, queryClient]);

  return (
    <>
      <SkipLink />
      {isInitialized ? <Outlet /> : <PageLoader />}
      <CookieConsentBanner />
    </>
  );
}
