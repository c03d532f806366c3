import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ForgotPasswordForm } from '@/features/identity/auth/components/forgot-password-form';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const [sentTo, setSentTo] = useState<string | null>(null);
  usePageTitle(t('forgot.title'));

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('forgot.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('forgot.subtitle')}
        </Text>
      </div>
      {sentTo ? (
        <Alert color="green" role="status">
          {t('forgot.sent', { email: sentTo })}
        </Alert>
      ) : (
        <ForgotPasswordForm onSent={setSentTo} />
      )}
      <Anchor component={Link} to={paths.login.getHref(locale)} size="sm" ta="center">
        {t('common:actions.backToLogin')}
      </Anchor>
    </Stack>
  );
}
