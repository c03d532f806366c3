import { formatDecimal, formatLongDay, type Locale } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { StackedBarChart } from '@/components/ui/stacked-bar-chart';
import type { StoreCapacity } from '@/features/workshop/capacity/api/get-workshop-capacity';

/** The next 14 days at a store: hours booked and hours still free, one bar a day. */
export function CapacityLoadChart({ store, locale }: { store: StoreCapacity; locale: Locale }) {
  const { t } = useTranslation('workshop');
  return (
    <StackedBarChart
      title={t('capacity.load', { store: store.storeName })}
      labelHeader={t('capacity.day')}
      totalHeader={t('capacity.total')}
      formatNumber={(n) => formatDecimal(n, 2)}
      series={[
        { key: 'booked', label: t('capacity.booked'), color: 'var(--mantine-color-orange-6)' },
        { key: 'free', label: t('capacity.free'), color: 'var(--mantine-color-teal-6)' },
      ]}
      bars={store.load.map((d) => ({
        key: d.date,
        label: formatLongDay(d.date, locale),
        values: { booked: Math.min(d.bookedMinutes, d.capacityMinutes) / 60, free: Math.max(0, d.capacityMinutes - d.bookedMinutes) / 60 },
        note: d.capacityMinutes === 0 ? t('capacity.kinds.closed') : undefined,
      }))}
    />
  );
}
