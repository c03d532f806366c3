import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DashboardCard } from '@/components/ui/dashboard-card';
import { paths } from '@/config/paths';
import { useBikeSummary } from '@/features/stock/stock/api/get-bike-summary';
import { StockSummaryChart } from '@/features/stock/stock/components/stock-summary-chart';
import { useLocale } from '@/lib/locale';

/** Dashboard card (admin): the whole stock per store and contract kind, and the way to the list. */
export function StockOverviewCard() {
  const { t } = useTranslation('stock');
  const locale = useLocale();
  const summary = useBikeSummary({});
  return (
    <DashboardCard title={t('summary.cardTitle')} link={{ to: paths.stock.bikes.getHref(locale), label: t('summary.open') }}>
      {summary.data ? <StockSummaryChart summary={summary.data} /> : <Skeleton height={120} />}
    </DashboardCard>
  );
}
