import { Badge } from '@mantine/core';
import type { BillStatus } from '@veloport/domain';
import { useTranslation } from 'react-i18next';

/** The badge colour of each bill status: overdue in red, paid in green, a draft in grey. */
export const BILL_STATUS_COLORS: Record<BillStatus, string> = {
  draft: 'gray',
  issued: 'blue',
  sent: 'indigo',
  partly_paid: 'yellow',
  paid: 'green',
  overdue: 'red',
  credited: 'grape',
};

export function BillStatusBadge({ status }: { status: BillStatus }) {
  const { t } = useTranslation('bills');
  return (
    <Badge variant={status === 'overdue' ? 'filled' : 'light'} color={status === 'overdue' ? 'red.8' : BILL_STATUS_COLORS[status]}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
