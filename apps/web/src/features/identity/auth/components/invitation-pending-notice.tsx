import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRequestSetPasswordLink } from '@/features/identity/auth/api/request-set-password-link';
import { useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';

/** After the `invitation_pending` sign-in error: the invited user gets a fresh set-password link (decision 016). */
export function InvitationPendingNotice({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const requestLink = useRequestSetPasswordLink();
  const errorMessage = useErrorMessage();

  const send = () =>
    requestLink.mutate(
      { email, locale },
      {
        onSuccess: () => notify('success', t('setPassword.linkSent', { email })),
        onError: (error) => notify('error', errorMessage(error)),
      },
    );

  return (
    <Button variant="light" onClick={send} loading={requestLink.isPending} disabled={requestLink.isSuccess}>
      {t('setPassword.sendNewLink')}
    </Button>
  );
}
