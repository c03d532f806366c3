import { EmptyState, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBike } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAuthUser } from '@/lib/auth/auth-context';
import { usePageTitle } from '@/lib/use-page-title';

export function DashboardHomePage() {
  const { t } = useTranslation('dashboard');
  const user = useAuthUser();
  usePageTitle(t('home.title'));

  return (
    <Stack gap="xl" maw={960}>
      <div>
        <Title order={1}>{t('home.greeting', { firstname: user.firstname })}</Title>
        <Text c="dimmed" mt={4}>
          {t('home.subtitle')}
        </Text>
      </div>
      <Paper withBorder radius="lg" p="xl">
        <EmptyState icon={<IconBike size={28} aria-hidden />}>
          <EmptyState.Title order={2}>{t('home.empty.title')}</EmptyState.Title>
          <EmptyState.Description>{t('home.empty.text')}</EmptyState.Description>
        </EmptyState>
      </Paper>
    </Stack>
  );
}
