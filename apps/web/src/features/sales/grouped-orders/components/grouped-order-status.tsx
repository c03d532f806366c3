import { Badge } from '@mantine/core';
import type { GroupedOrderStatus } from '@veloport/domain';
import { useTranslation } from 'react-i18next';

const COLORS: Record<GroupedOrderStatus, string> = {
  draft: 'gray',
  ordered: 'blue',
  partially_received: 'orange',
  received: 'green',
  cancelled: 'red',
};

export function GroupedOrderStatusBadge({ status }: { status: GroupedOrderStatus }) {
  const { t } = useTranslation('groupedOrders');
  return (
    <Badge variant="light" color={COLORS[status]}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
