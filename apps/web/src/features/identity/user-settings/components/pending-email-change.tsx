import { Alert, Button, Group, Stack } from '@mantine/core';
import type { AuthUser } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { useApproveEmailChange } from '@/features/identity/user-settings/api/approve-email-change';
import { useCancelEmailChange } from '@/features/identity/user-settings/api/cancel-email-change';
import { useAuth } from '@/lib/auth/auth-context';
import { useErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

/**
 * A change of my address waits (decision 070): signed in, I approve one that someone else asked for, or cancel it.
 * Approving one that already waits only for the new address's link answers a conflict, shown as such.
 */
export function PendingEmailChange({ user }: { user: AuthUser & { pendingEmail: string } }) {
  const { t } = useTranslation('settings');
  const { setUser } = useAuth();
  const approve = useApproveEmailChange();
  const cancel = useCancelEmailChange();
  const errorMessage = useErrorMessage();
  const failure = approve.error ?? cancel.error;

  return (
    <Stack gap="xs">
      {failure && <Alert color="red">{errorMessage(failure)}</Alert>}
      <Group gap="sm">
        <Button
          variant="light"
          loading={approve.isPending}
          onClick={() => approve.mutate(undefined, { onSuccess: (r) => notify('success', t('profile.emailApproved', { email: r.email })) })}
        >
          {t('profile.emailApprove')}
        </Button>
        <Button
          variant="subtle"
          color="red"
          loading={cancel.isPending}
          onClick={() =>
            cancel.mutate(undefined, {
              onSuccess: () => {
                setUser({ ...user, pendingEmail: null });
                notify('success', t('profile.emailCancelled'));
              },
            })
          }
        >
          {t('profile.emailCancel')}
        </Button>
      </Group>
    </Stack>
  );
}
