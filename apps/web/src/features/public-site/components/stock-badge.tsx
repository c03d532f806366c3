import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type StockState = 'in_stock' | 'soon_available' | 'not_in_stock';
const COLORS: Record<StockState, string> = { in_stock: 'green.9', soon_available: 'orange.9', not_in_stock: 'gray.7' };

export function StockBadge({ state }: { state: StockState }) {
  const { t } = useTranslation('public');
  return (
    <Badge color={COLORS[state]} variant="filled" radius="sm" tt="none">
      {t(`stock.${state}`)}
    </Badge>
  );
}
