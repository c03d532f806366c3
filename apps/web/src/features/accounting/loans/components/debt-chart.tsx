import { formatPrice } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { StackedBarChart, type ChartBar } from '@/components/ui/stacked-bar-chart';
import type { DebtOverTime } from '@/features/accounting/loans/api/get-debt-over-time';

/** What is still owed at each year end beside what the fleet is worth then: two bars a year on one scale. */
export function DebtChart({ data }: { data: DebtOverTime['data'] }) {
  const { t } = useTranslation('loans');
  const series = [
    { key: 'owed', label: t('chart.owed'), color: 'var(--mantine-color-red-6)' },
    { key: 'worth', label: t('chart.worth'), color: 'var(--mantine-color-teal-6)' },
  ];
  const bars = data.flatMap((y): ChartBar[] => [
    { key: `${y.year}-owed`, label: t('chart.owedAt', { year: y.year }), values: { owed: y.outstandingCents } },
    { key: `${y.year}-worth`, label: t('chart.worthAt', { year: y.year }), values: { worth: y.netBookValueCents } },
  ]);
  return (
    <StackedBarChart
      title={t('chart.title')}
      series={series}
      bars={bars}
      labelHeader={t('chart.yearEnd')}
      totalHeader={t('chart.amount')}
      formatNumber={(cents) => formatPrice(cents)}
    />
  );
}
