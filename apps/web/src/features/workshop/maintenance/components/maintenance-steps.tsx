import { Stack, Text, Timeline, Title } from '@mantine/core';
import { formatDateTime, MAINTENANCE_STEPS } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import type { MaintenanceRequestDetail } from '@/features/workshop/maintenance/api/get-maintenance-request';

/** Seed §4 steps, reached ones with who and when. */
export function MaintenanceSteps({ request }: { request: MaintenanceRequestDetail }) {
  const { t } = useTranslation('maintenance');
  const reached = new Map(request.steps.map((s) => [s.step, s]));
  const last = request.step ? MAINTENANCE_STEPS.indexOf(request.step) : -1;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('steps.title')}
      </Title>
      <Timeline active={last} bulletSize={18} lineWidth={2}>
        {MAINTENANCE_STEPS.map((step) => {
          const s = reached.get(step);
          return (
            <Timeline.Item key={step} title={t(`steps.${step}`)}>
              <Text size="sm" c="dimmed">
                {s ? t('steps.reached', { date: formatDateTime(s.at), who: s.by?.name ?? '—' }) : t('steps.notYet')}
              </Text>
            </Timeline.Item>
          );
        })}
      </Timeline>
    </Stack>
  );
}
