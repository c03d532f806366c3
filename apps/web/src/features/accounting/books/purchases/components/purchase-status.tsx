import { Badge } from '@mantine/core';
import type { PurchaseStatus } from '@veloport/domain';
import { useTranslation } from 'react-i18next';

const COLORS: Record<PurchaseStatus, string> = { to_approve: 'orange', approved: 'blue', refused: 'gray', paid: 'green' };

export function PurchaseStatusBadge({ status }: { status: PurchaseStatus }) {
  const { t } = useTranslation('books');
  return (
    <Badge variant="light" color={COLORS[status]}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
