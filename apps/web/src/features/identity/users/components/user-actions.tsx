import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconMailForward, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import type { UserDetail } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeUserStatus, type StatusAction } from '@/features/identity/users/api/change-user-status';
import { useResendInvitation } from '@/features/identity/users/api/resend-invitation';
import { useAuthUser } from '@/lib/auth/auth-context';
import { useErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

/** Sends the set-password link again; shown while the user has not chosen a password. */
export function ResendInvitationButton({ user, variant = 'default' }: { user: UserDetail; variant?: 'default' | 'filled' }) {
  const { t } = useTranslation('users');
  const resend = useResendInvitation();
  const errorMessage = useErrorMessage();
  return (
    <Button
      variant={variant}
      leftSection={<IconMailForward size={18} aria-hidden />}
      loading={resend.isPending}
      onClick={() =>
        resend.mutate(user.id, {
          onSuccess: () => notify('success', t('detail.invitationResent', { email: user.email })),
          onError: (error) => notify('error', errorMessage(error)),
        })
      }
    >
      {t('detail.resendInvitation')}
    </Button>
  );
}

/** Deactivate or reactivate (after confirmation) and resend the invitation. */
export function UserActions({ user }: { user: UserDetail }) {
  const { t } = useTranslation('users');
  const me = useAuthUser();
  const changeStatus = useChangeUserStatus();
  const errorMessage = useErrorMessage();
  const [confirming, setConfirming] = useState<StatusAction | null>(null);
  const action: StatusAction = user.status === 'active' ? 'deactivate' : 'reactivate';
  const name = `${user.firstname} ${user.lastname}`;

  const confirm = () => {
    if (!confirming) return;
    changeStatus.mutate(
      { id: user.id, action: confirming },
      {
        onSuccess: () => {
          setConfirming(null);
          notify('success', t(`detail.${confirming}.done`, { name }));
        },
        onError: (error) => {
          setConfirming(null);
          notify('error', errorMessage(error));
        },
      },
    );
  };

  return (
    <>
      <Group gap="sm" wrap="wrap">
        {user.invitationPending && <ResendInvitationButton user={user} />}
        {/* Nobody switches their own account off from here (the API refuses it too). */}
        {user.id !== me.id && (
          <Button
            variant="default"
            color={action === 'deactivate' ? 'red' : undefined}
            leftSection={action === 'deactivate' ? <IconUserOff size={18} aria-hidden /> : <IconUserCheck size={18} aria-hidden />}
            onClick={() => setConfirming(action)}
          >
            {t(`detail.${action}.button`)}
          </Button>
        )}
      </Group>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming ? t(`detail.${confirming}.title`) : ''}
        centered
      >
        <Stack gap="md">
          <Text>{confirming ? t(`detail.${confirming}.text`, { name }) : ''}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {t('detail.cancel')}
            </Button>
            <Button color={confirming === 'deactivate' ? 'red' : undefined} loading={changeStatus.isPending} onClick={confirm}>
              {confirming ? t(`detail.${confirming}.confirm`) : ''}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
