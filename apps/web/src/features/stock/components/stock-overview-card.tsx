import { Anchor, Group, Paper, Skeleton, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useBikeSummary } from '@/features/stock/api/bikes';
import { StockSummaryChart } from '@/features/stock/components/stock-summary-chart';
import { useLocale } from '@/lib/locale';

/** Dashboard card (admin): the whole stock per store and contract kind, and the way to the list. */
export function StockOverviewCard() {
  const { t } = useTranslation('stock');
  const locale = useLocale();
  const summary = useBikeSummary({});
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="stock-overview-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="stock-overview-title">
          {t('summary.cardTitle')}
        </Title>
        <Anchor component={Link} to={paths.stock.bikes.getHref(locale)} size="sm">
          {t('summary.open')}
        </Anchor>
      </Group>
      {summary.data ? <StockSummaryChart summary={summary.data} /> : <Skeleton height={120} />}
    </Paper>
  );
}
