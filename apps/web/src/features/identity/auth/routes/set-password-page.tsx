import { Alert, Anchor, Center, Loader, Stack, Text, Title } from '@mantine/core';
import type { AuthUser } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { usePasswordToken } from '@/features/identity/auth/api/get-password-token';
import { SetPasswordForm, type SetPasswordLinkProblem } from '@/features/identity/auth/components/set-password-form';
import { SetPasswordLinkProblemNotice } from '@/features/identity/auth/components/set-password-link-problem';
import { useAuth } from '@/lib/auth/auth-context';
import { useErrorMessage } from '@/lib/errors';
import { postLoginPath, useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

export function SetPasswordPage() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const navigate = useNavigate();
  const { setUser } = useAuth();
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email')?.trim() ?? '';
  const token = searchParams.get('token')?.trim() ?? '';
  const [problem, setProblem] = useState<SetPasswordLinkProblem | null>(null);
  const complete = Boolean(email && token);
  // The link is checked before anything is typed, like the reset page: an expired invitation says so at once.
  const tokenCheck = usePasswordToken(token, 'set', { enabled: complete });
  const errorMessage = useErrorMessage();
  usePageTitle(t('setPassword.title'));
  // A usable link issued to another address than the one in the link is as good as no link.
  const linkValid =
    tokenCheck.isSuccess &&
    tokenCheck.data.valid &&
    (!tokenCheck.data.email || tokenCheck.data.email.toLowerCase() === email.toLowerCase());

  const onPasswordSet = (user: AuthUser) => {
    setUser(user);
    void navigate(postLoginPath(user.language, null), { replace: true });
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('setPassword.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('setPassword.subtitle')}
        </Text>
      </div>
      {!complete ? (
        <Alert color="red">{t('errors:api.missing_link_parameters')}</Alert>
      ) : problem ? (
        <SetPasswordLinkProblemNotice problem={problem} email={email} onProblem={setProblem} />
      ) : tokenCheck.isPending ? (
        <Center role="status" aria-label={t('common:loading')}>
          <Loader />
        </Center>
      ) : tokenCheck.isError ? (
        <Alert color="red">{errorMessage(tokenCheck.error)}</Alert>
      ) : !linkValid ? (
        <SetPasswordLinkProblemNotice problem="token_invalid" email={email} onProblem={setProblem} />
      ) : (
        <SetPasswordForm email={email} token={token} onPasswordSet={onPasswordSet} onLinkProblem={setProblem} />
      )}
      <Anchor component={Link} to={paths.login.getHref(locale)} size="sm" ta="center">
        {t('common:actions.backToLogin')}
      </Anchor>
    </Stack>
  );
}
