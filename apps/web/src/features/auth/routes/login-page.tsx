import { Anchor, Divider, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

export function LoginPage() {
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
      <LoginForm />
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
