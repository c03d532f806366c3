import { Alert, Group, Stack, Text } from '@mantine/core';
import { formatPrice, MARGIN_GROUPS } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { useComparedStatistics } from '@/features/insight/statistics/api/get-compared-statistics';
import { ComparedFigures } from '@/features/insight/statistics/components/compared-figures';
import { GroupBySelect } from '@/features/insight/statistics/components/group-by-select';
import { GroupedComparison } from '@/features/insight/statistics/components/grouped-comparison';
import { StatisticsScreen, useStatisticsParams } from '@/features/insight/statistics/components/statistics-screen';

type Key = 'revenueExclVatCents' | 'costCents' | 'marginCents' | 'unknownCostRevenueCents';

/** `statistics/margin`: revenue against purchase cost by month, kind or brand; revenue of unknown cost apart (decision 090). */
export function MarginStatisticsPage() {
  const { t } = useTranslation('insight');
  const { period, groupBy, set } = useStatisticsParams(MARGIN_GROUPS);
  const { current, previous, lastYear, periods } = useComparedStatistics('margin', period, { groupBy });
  const data = current.data;
  const totals = [data?.totals, previous.data?.totals, lastYear.data?.totals];
  const figure = (key: Key) => totals.map((x) => (x ? x[key] : null)) as [number, number | null, number | null];
  return (
    <StatisticsScreen
      tab="margin"
      period={period}
      onPeriod={set}
      state={{ isPending: current.isPending, error: current.error }}
      controls={
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <GroupBySelect groups={MARGIN_GROUPS} value={groupBy} onChange={(g) => set({ groupBy: g })} />
          <DownloadButtons path="/statistics/margin" query={{ ...period, groupBy }} />
        </Group>
      }
    >
      {data && (
        <Stack gap="lg">
          <ComparedFigures
            periods={periods}
            figures={[
              { key: 'revenue', label: t('statistics.figures.revenue'), values: figure('revenueExclVatCents'), format: formatPrice },
              { key: 'cost', label: t('statistics.figures.cost'), values: figure('costCents'), format: formatPrice },
              { key: 'margin', label: t('statistics.figures.margin'), values: figure('marginCents'), format: formatPrice },
              {
                key: 'unknown',
                label: t('statistics.figures.unknownCost'),
                values: figure('unknownCostRevenueCents'),
                format: formatPrice,
              },
            ]}
          />
          <Alert color="yellow" variant="light">
            {t('statistics.marginNote')}
          </Alert>
          {data.series.length === 0 ? (
            <Text>{t('statistics.empty')}</Text>
          ) : (
            <GroupedComparison
              title={t('statistics.chart.margin', { group: t(`statistics.groups.${groupBy}`).toLowerCase() })}
              groupBy={groupBy}
              byMonth={groupBy === 'month'}
              series={[data.series, previous.data?.series, lastYear.data?.series]}
              metric={(r) => r.marginCents}
              format={formatPrice}
              extra={[
                { header: t('statistics.figures.revenue'), cell: (r) => formatPrice(r.revenueExclVatCents) },
                { header: t('statistics.figures.cost'), cell: (r) => formatPrice(r.costCents) },
                { header: t('statistics.figures.unknownCost'), cell: (r) => formatPrice(r.unknownCostRevenueCents) },
              ]}
            />
          )}
        </Stack>
      )}
    </StatisticsScreen>
  );
}
