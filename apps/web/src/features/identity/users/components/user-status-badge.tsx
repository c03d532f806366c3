import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Active or inactive, and whether the invitation still waits for a password. */
export function UserStatusBadges({ status, invitationPending }: { status: 'active' | 'inactive'; invitationPending: boolean }) {
  const { t } = useTranslation('users');
  return (
    <Group gap={4} wrap="wrap">
      <Badge color={status === 'active' ? 'green' : 'gray'} variant="light">
        {t(`status.${status}`)}
      </Badge>
      {invitationPending && (
        <Badge color="yellow" variant="light">
          {t('invitationPending')}
        </Badge>
      )}
    </Group>
  );
}
