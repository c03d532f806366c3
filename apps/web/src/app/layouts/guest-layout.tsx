import { Anchor, Box, Container, Group, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { LanguageSelector } from '@/components/ui/language-selector';
import { Logo } from '@/components/ui/logo';
import { MAIN_CONTENT_ID } from '@/components/ui/skip-link';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useLocale } from '@/lib/locale';

/**
 * Login, sign-up, password and error pages: one centered card under the brand, the languages at the top, and
 * the way to the public shop and to sign-in under the card (issue 10: the login page is the locale's root).
 */
export function GuestLayout() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const { pathname } = useLocation();
  const loginHref = paths.login.getHref(locale);
  const onLogin = pathname === loginHref || pathname === `${loginHref}/`;
  const { user } = useAuth();
  return (
    <Box bg="gray.0" mih="100dvh">
      <Container size={480} pt="md" pb={48} px="md">
        <Stack gap="lg">
          <Box component="header">
            <Group justify="flex-end">
              <LanguageSelector />
            </Group>
            <Box ta="center" mt="sm">
              <Anchor component={Link} to={loginHref} underline="never" display="inline-block">
                <Logo />
              </Anchor>
            </Box>
          </Box>
          <Paper component="main" id={MAIN_CONTENT_ID} tabIndex={-1} withBorder shadow="sm" p="xl" radius="lg">
            <Outlet />
          </Paper>
          <Group component="nav" aria-label={t('layout.siteLinks')} justify="center" gap="lg">
            <Anchor component={Link} to={paths.public.home.getHref(locale)} fw={600}>
              {t('layout.shopHome')}
            </Anchor>
            {/* Signed in (an error page, a link opened in a signed-in browser): the way back is the account. */}
            {user ? (
              <Anchor component={Link} to={paths.dashboard.getHref(locale)} fw={600}>
                {t('layout.myAccount')}
              </Anchor>
            ) : (
              <Anchor component={Link} to={loginHref} fw={600} aria-current={onLogin ? 'page' : undefined}>
                {t('layout.signIn')}
              </Anchor>
            )}
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
