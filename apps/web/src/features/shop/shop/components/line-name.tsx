import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CartLine } from '@/lib/shop-cart';

/** A cart line as a buyer names it: the bike and its size, the accessory, the used bike (one of a kind), or a gift card. */
export function LineName({ line }: { line: CartLine }) {
  const { t } = useTranslation('shop');
  if (line.kind === 'gift_card') return <Text fw={600}>{t('lines.giftCard')}</Text>;
  return (
    <div>
      <Text fw={600}>{line.name}</Text>
      {line.kind === 'bike' && (
        <Text size="sm" c="dimmed">
          {t('lines.size', { size: line.size })}
        </Text>
      )}
      {line.kind === 'used_bike' && (
        <Text size="sm" c="dimmed">
          {t('lines.usedBike')}
        </Text>
      )}
    </div>
  );
}
