import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import type { AuthUser } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { RegisterForm } from '@/features/identity/auth/components/register-form';
import { useAuth } from '@/lib/auth/auth-context';
import { postLoginPath, useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

export function NewAccessPage() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const navigate = useNavigate();
  const { setUser } = useAuth();
  const [awaitingActivation, setAwaitingActivation] = useState(false);
  const [awaitingConfirmation, setAwaitingConfirmation] = useState<string | null>(null);
  usePageTitle(t('register.title'));

  const onRegistered = (user: AuthUser, signedIn: boolean, confirmationPending: boolean) => {
    if (confirmationPending) {
      setAwaitingConfirmation(user.email);
      return;
    }
    if (!signedIn) {
      setAwaitingActivation(true);
      return;
    }
    setUser(user);
    void navigate(postLoginPath(user.language, null), { replace: true });
  };

  if (awaitingConfirmation) {
    return (
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('register.created.confirmTitle')}
        </Title>
        <Alert color="green" role="status">
          {t('register.created.confirmText', { email: awaitingConfirmation })}
        </Alert>
        <Button component={Link} to={paths.login.getHref(locale)} variant="light">
          {t('common:actions.backToLogin')}
        </Button>
      </Stack>
    );
  }

  if (awaitingActivation) {
    return (
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('register.created.title')}
        </Title>
        <Alert color="green" role="status">
          {t('register.created.text')}
        </Alert>
        <Button component={Link} to={paths.login.getHref(locale)} variant="light">
          {t('common:actions.backToLogin')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('register.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('register.subtitle')}
        </Text>
      </div>
      <RegisterForm onRegistered={onRegistered} />
      <Text size="sm" ta="center">
        {t('register.haveAccount')}{' '}
        <Anchor component={Link} to={paths.login.getHref(locale)} fw={600}>
          {t('register.signIn')}
        </Anchor>
      </Text>
    </Stack>
  );
}
