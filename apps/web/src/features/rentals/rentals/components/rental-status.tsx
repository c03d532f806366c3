import { Badge, Group } from '@mantine/core';
import type { RentalStatus } from '@veloport/domain';
import { useTranslation } from 'react-i18next';

export const RENTAL_STATUS_COLORS: Record<RentalStatus, string> = {
  booked: 'blue',
  picked_up: 'green',
  returned: 'gray',
  cancelled: 'orange',
};

/** The rental's status, and a red "late" badge (with the days) when the bikes are overdue. */
export function RentalStatusBadges({ status, late, daysLate }: { status: RentalStatus; late: boolean; daysLate: number }) {
  const { t } = useTranslation('rentals');
  return (
    <Group gap={4} wrap="wrap">
      <Badge variant="light" color={RENTAL_STATUS_COLORS[status]}>
        {t(`statuses.${status}`)}
      </Badge>
      {late && (
        <Badge color="red" variant="filled" title={t('daysLate', { count: daysLate })}>
          {`${t('late')} · ${t('daysLate', { count: daysLate })}`}
        </Badge>
      )}
    </Group>
  );
}
