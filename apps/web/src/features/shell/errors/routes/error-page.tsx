import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock, IconMapQuestion, IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

const KNOWN_CODES = ['403', '404', '500'] as const;
type KnownCode = (typeof KNOWN_CODES)[number];
const ICONS = { '403': IconLock, '404': IconMapQuestion, '500': IconAlertTriangle } as const;

const isKnownCode = (code: string): code is KnownCode => (KNOWN_CODES as readonly string[]).includes(code);

export function ErrorPage() {
  const { t } = useTranslation('errors');
  const locale = useLocale();
  const { isAuth } = useAuth();
  const { errorCode = '404' } = useParams();
  const known = isKnownCode(errorCode) ? errorCode : null;
  const key = known ?? 'other';
  const Icon = ICONS[known ?? '500'];
  usePageTitle(t(`page.${key}.title`));

  const home = isAuth ? paths.dashboard.getHref(locale) : paths.login.getHref(locale);

  return (
    <Stack align="center" ta="center" gap="md">
      <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
        <Icon size={34} />
      </ThemeIcon>
      <Text fw={700} c="veloport.9">
        {t('page.code', { code: errorCode })}
      </Text>
      <Title order={1} size="h2">
        {t(`page.${key}.title`)}
      </Title>
      <Text>{t(`page.${key}.text`)}</Text>
      <Button component={Link} to={home}>
        {isAuth ? t('page.backToDashboard') : t('page.backToLogin')}
      </Button>
    </Stack>
  );
}
