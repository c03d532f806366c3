import { EmptyState, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBike } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DashboardWidget } from '@/features/shell/dashboard/components/dashboard-widget';
import { QuickActions } from '@/features/shell/dashboard/components/quick-actions';
import { canAccess } from '@/lib/authorization';
import { useAuthUser } from '@/lib/auth/auth-context';
import { usePageTitle } from '@/lib/use-page-title';

/** The greeting, the role's quick actions and the cards of the modules this user may see. */
export function DashboardHomePage({ widgets = [] }: { widgets?: readonly DashboardWidget[] }) {
  const { t } = useTranslation('dashboard');
  const user = useAuthUser();
  usePageTitle(t('home.title'));
  const shown = widgets.filter((widget) => canAccess(user, widget));
  const wide = shown.filter((widget) => widget.wide);
  const narrow = shown.filter((widget) => !widget.wide);

  return (
    <Stack gap="xl" maw={1100}>
      <div>
        <Title order={1}>{t('home.greeting', { firstname: user.firstname })}</Title>
        <Text c="dimmed" mt={4}>
          {t('home.subtitle')}
        </Text>
      </div>
      <QuickActions />
      {wide.map((widget) => (
        <div key={widget.key}>{widget.element}</div>
      ))}
      {narrow.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {narrow.map((widget) => (
            <div key={widget.key}>{widget.element}</div>
          ))}
        </SimpleGrid>
      )}
      {shown.length === 0 && (
        <Paper withBorder radius="lg" p="xl">
          <EmptyState icon={<IconBike size={28} aria-hidden />}>
            <EmptyState.Title order={2}>{t('home.empty.title')}</EmptyState.Title>
            <EmptyState.Description>{t('home.empty.text')}</EmptyState.Description>
          </EmptyState>
        </Paper>
      )}
    </Stack>
  );
}
