import { Badge, Group } from '@mantine/core';
import type { MaintenanceFilter } from '@veloport/domain';
import { useTranslation } from 'react-i18next';

const COLORS: Record<MaintenanceFilter, string> = {
  automatically_scheduled: 'veloport',
  to_schedule: 'gray',
  waiting_client_answer: 'orange',
  waiting_workshop_confirmation: 'yellow',
  at_workshop: 'blue',
  waiting_for_parts: 'orange',
  finished: 'green',
};

/** The seed §4 list a request is in, and its urgency. */
export function MaintenanceBadges({ filter, priority }: { filter: MaintenanceFilter; priority: boolean }) {
  const { t } = useTranslation('maintenance');
  return (
    <Group gap={4} wrap="wrap">
      {priority && (
        <Badge color="red" variant="filled">
          {t('urgent')}
        </Badge>
      )}
      <Badge color={COLORS[filter]} variant="light">
        {t(`filters.${filter}`)}
      </Badge>
    </Group>
  );
}
