import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLocale } from '@/lib/locale';

/** What a visitor sees once a form reached the shop. */
export function RequestSent({ title, children, onAgain }: { title: string; children?: ReactNode; onAgain?: () => void }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  return (
    <Stack gap="md">
      <Alert color="green" icon={<IconCircleCheck aria-hidden />} title={title} role="status">
        <Text>{t('forms.sentText')}</Text>
        {children}
      </Alert>
      <Stack gap="xs" align="flex-start">
        {onAgain && (
          <Button variant="light" onClick={onAgain}>
            {t('forms.sendAnother')}
          </Button>
        )}
        <Button component={Link} to={paths.public.bikes.getHref(locale)} variant="subtle">
          {t('forms.backToBikes')}
        </Button>
      </Stack>
    </Stack>
  );
}
