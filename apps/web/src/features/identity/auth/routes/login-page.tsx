import { Anchor, Divider, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LoginForm, type LoginFormProps } from '@/features/identity/auth/components/login-form';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

/** `onInactive` / `inactiveNotice`: the hook point for what follows an inactive account's sign-in (the quiz). */
export function LoginPage({ onInactive, inactiveNotice }: LoginFormProps = {}) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  usePageTitle(t('login.title'));

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('login.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('login.subtitle')}
        </Text>
      </div>
      <LoginForm onInactive={onInactive} inactiveNotice={inactiveNotice} />
      <Divider />
      <Text size="sm" ta="center">
        {t('login.noAccount')}{' '}
        <Anchor component={Link} to={paths.newAccess.getHref(locale)} fw={600}>
          {t('login.createAccount')}
        </Anchor>
      </Text>
    </Stack>
  );
}
