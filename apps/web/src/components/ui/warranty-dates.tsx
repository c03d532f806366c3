import { Text } from '@mantine/core';
import { brusselsToday, formatDate, isUnderWarranty, type Warranty } from '@veloport/domain';
import { useTranslation } from 'react-i18next';

/**
 * Spec §9 (decision 094): the warranty's two end dates, on a bike, an offer or a contract. Without dates (nothing
 * handed over yet) it says the terms, counted from the delivery.
 */
export function WarrantyDates({ warranty, size = 'sm' }: { warranty: Warranty; size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation('dashboards');
  if (!warranty) return <Text size={size}>{t('warranty.fromDelivery')}</Text>;
  const today = brusselsToday();
  const line = (key: 'bikeAndParts' | 'frame', until: string) =>
    t(isUnderWarranty(until, today) ? `warranty.${key}Until` : `warranty.${key}Ended`, { date: formatDate(until) });
  return (
    <Text size={size}>
      <Text span fw={600}>
        {t('warranty.label')}
      </Text>{' '}
      {line('bikeAndParts', warranty.bikeAndPartsUntil)} · {line('frame', warranty.frameUntil)}
    </Text>
  );
}
