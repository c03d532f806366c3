import { formatPrice, type DepreciationOverview } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { StackedBarChart } from '@/components/ui/stacked-bar-chart';

/** The register's net book value at the end of this year and the next ones, as depreciation runs on. */
export function NetBookValueChart({ projection }: { projection: DepreciationOverview['projection'] }) {
  const { t } = useTranslation('depreciation');
  return (
    <StackedBarChart
      title={t('chart.title')}
      series={[{ key: 'nbv', label: t('fields.netBookValue'), color: 'var(--mantine-color-teal-6)' }]}
      bars={projection.map((p) => ({ key: p.year, label: t('chart.yearEnd', { year: p.year }), values: { nbv: p.netBookValueCents } }))}
      labelHeader={t('chart.year')}
      totalHeader={t('fields.netBookValue')}
      formatNumber={(cents) => formatPrice(cents)}
    />
  );
}
