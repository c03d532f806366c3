import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import type { AuthUser } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { SetPasswordForm, type SetPasswordLinkProblem } from '@/features/auth/components/set-password-form';
import { SetPasswordLinkProblemNotice } from '@/features/auth/components/set-password-link-problem';
import { useAuth } from '@/lib/auth/auth-context';
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
  usePageTitle(t('setPassword.title'));

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
      {!email || !token ? (
        <Alert color="red">{t('errors:api.missing_link_parameters')}</Alert>
      ) : problem ? (
        <SetPasswordLinkProblemNotice problem={problem} email={email} />
      ) : (
        <SetPasswordForm email={email} token={token} onPasswordSet={onPasswordSet} onLinkProblem={setProblem} />
      )}
      <Anchor component={Link} to={paths.login.getHref(locale)} size="sm" ta="center">
        {t('common:actions.backToLogin')}
      </Anchor>
    </Stack>
  );
}
