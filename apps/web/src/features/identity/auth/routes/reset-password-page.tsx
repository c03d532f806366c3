import { Alert, Anchor, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { usePasswordToken } from '@/features/identity/auth/api/get-password-token';
import { ResetPasswordForm } from '@/features/identity/auth/components/reset-password-form';
import { useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const tokenCheck = usePasswordToken(token);
  const errorMessage = useErrorMessage();
  const [expired, setExpired] = useState(false);
  usePageTitle(t('reset.title'));

  const onReset = () => {
    notify('success', t('reset.success'));
    void navigate(paths.login.getHref(locale), { replace: true });
  };

  const invalid = expired || (tokenCheck.isSuccess && !tokenCheck.data.valid);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('reset.title')}
      </Title>
      {tokenCheck.isPending && (
        <Center role="status" aria-label={t('common:loading')}>
          <Loader />
        </Center>
      )}
      {tokenCheck.isError && <Alert color="red">{errorMessage(tokenCheck.error)}</Alert>}
      {invalid && (
        <>
          <Alert color="red">{t('errors:api.token_invalid')}</Alert>
          <Button component={Link} to={paths.forgotPassword.getHref(locale)} variant="light">
            {t('reset.requestNewLink')}
          </Button>
        </>
      )}
      {tokenCheck.isSuccess && tokenCheck.data.valid && !expired && (
        <>
          {tokenCheck.data.email && <Text>{t('reset.forAccount', { email: tokenCheck.data.email })}</Text>}
          <ResetPasswordForm token={token} onReset={onReset} onTokenInvalid={() => setExpired(true)} />
        </>
      )}
      <Anchor component={Link} to={paths.login.getHref(locale)} size="sm" ta="center">
        {t('common:actions.backToLogin')}
      </Anchor>
    </Stack>
  );
}
