import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useRequestSetPasswordLink } from '@/features/identity/auth/api/request-set-password-link';
import type { SetPasswordLinkProblem } from '@/features/identity/auth/components/set-password-form';
import { isApiError, useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';

type Props = {
  problem: SetPasswordLinkProblem;
  email: string;
  /** Asking for a new link can reveal another problem (the account has a password by now). */
  onProblem?: (problem: SetPasswordLinkProblem) => void;
};

/** Explains why the set-password link failed and offers the way out (spec §8). */
export function SetPasswordLinkProblemNotice({ problem, email, onProblem }: Props) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const requestLink = useRequestSetPasswordLink();
  const errorMessage = useErrorMessage();

  const sendNewLink = () =>
    requestLink.mutate(
      { email, locale },
      {
        onSuccess: () => notify('success', t('setPassword.linkSent', { email })),
        onError: (error) => {
          if (onProblem && isApiError(error) && (error.code === 'password_already_set' || error.code === 'user_not_found'))
            onProblem(error.code);
          else notify('error', errorMessage(error));
        },
      },
    );

  return (
    <Stack gap="md">
      <Alert color="red">{t(`errors:api.${problem}`)}</Alert>
      {problem === 'token_invalid' && (
        <Button onClick={sendNewLink} loading={requestLink.isPending} disabled={requestLink.isSuccess}>
          {t('setPassword.sendNewLink')}
        </Button>
      )}
      {problem === 'password_already_set' && (
        <Anchor component={Link} to={paths.forgotPassword.getHref(locale)} fw={600}>
          {t('login.forgotPassword')}
        </Anchor>
      )}
    </Stack>
  );
}
