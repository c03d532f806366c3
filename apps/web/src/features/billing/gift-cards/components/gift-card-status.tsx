import { Badge } from '@mantine/core';
import type { GiftCard } from '@veloport/domain';
import { useTranslation } from 'react-i18next';

const COLORS: Record<GiftCard['status'], string> = { active: 'green', used: 'gray', expired: 'red', void: 'dark' };

export function GiftCardStatusBadge({ status }: { status: GiftCard['status'] }) {
  const { t } = useTranslation('payments');
  return (
    <Badge variant="light" color={COLORS[status]}>
      {t(`giftCards.statuses.${status}`)}
    </Badge>
  );
}
