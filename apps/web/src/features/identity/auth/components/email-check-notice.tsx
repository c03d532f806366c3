import { Alert, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconBuilding, IconBan } from '@tabler/icons-react';
import type { EmailCheckResponse } from '@veloport/domain';
import { useTranslation } from 'react-i18next';

type EmailCheckNoticeProps = { status: 'pending' | 'error' | 'success'; result: EmailCheckResponse | undefined };

/** What the sign-up form learned about the e-mail address (spec §5, §6). */
export function EmailCheckNotice({ status, result }: EmailCheckNoticeProps) {
  const { t } = useTranslation('auth');

  if (status === 'pending') {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">{t('register.emailCheck.checking')}</Text>
      </Group>
    );
  }
  if (status === 'error' || !result) {
    return (
      <Alert color="yellow" role="status" icon={<IconAlertTriangle aria-hidden />}>
        {t('register.emailCheck.unverifiable')}
      </Alert>
    );
  }
  if (result.kind === 'personal') {
    return (
      <Alert color="yellow" role="status" icon={<IconAlertTriangle aria-hidden />}>
        {t('register.emailCheck.personal')}
      </Alert>
    );
  }
  if (!result.selfRegistration) {
    return (
      <Alert color="red" icon={<IconBan aria-hidden />}>
        {t('register.emailCheck.forbidden')}
      </Alert>
    );
  }
  return (
    <Alert color="blue" role="status" icon={<IconBuilding aria-hidden />}>
      {t('register.emailCheck.linked', { company: result.companyName ?? '' })}
    </Alert>
  );
}
