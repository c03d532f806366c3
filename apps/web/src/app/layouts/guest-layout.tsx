import { Anchor, Box, Container, Paper, Stack } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { MAIN_CONTENT_ID } from '@/components/ui/skip-link';
import { paths } from '@/config/paths';
import { useLocale } from '@/lib/locale';

/** Login, sign-up, password and error pages: one centered card under the brand. */
export function GuestLayout() {
  const locale = useLocale();
  return (
    <Box bg="gray.0" mih="100dvh">
      <Container size={480} pt={48} pb={120} px="md">
        <Stack gap="lg">
          <Box component="header" ta="center">
            <Anchor component={Link} to={paths.login.getHref(locale)} underline="never" display="inline-block">
              <Logo />
            </Anchor>
          </Box>
          <Paper component="main" id={MAIN_CONTENT_ID} tabIndex={-1} withBorder shadow="sm" p="xl" radius="lg">
            <Outlet />
          </Paper>
        </Stack>
      </Container>
    </Box>
  );
}
