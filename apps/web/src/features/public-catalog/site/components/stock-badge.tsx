import { Badge } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type StockState = 'in_stock' | 'soon_available' | 'not_in_stock';
// Dark shades: white text keeps 4.5:1. The words (and the icon's shape) say the state, not the colour.
const COLORS: Record<StockState, string> = { in_stock: 'green.9', soon_available: 'orange.9', not_in_stock: 'gray.7' };
const ICONS = { in_stock: IconCircleCheck, soon_available: IconClock, not_in_stock: IconCircleX } satisfies Record<StockState, unknown>;

export function StockBadge({ state }: { state: StockState }) {
  const { t } = useTranslation('public');
  const Icon = ICONS[state];
  return (
    <Badge color={COLORS[state]} variant="filled" radius="sm" tt="none" leftSection={<Icon size={14} aria-hidden />}>
      {t(`stock.${state}`)}
    </Badge>
  );
}
