import { Group, Stack, Text } from '@mantine/core';
import { formatPrice, SALES_GROUPS } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { useComparedStatistics } from '@/features/insight/statistics/api/get-compared-statistics';
import { ComparedFigures } from '@/features/insight/statistics/components/compared-figures';
import { GroupBySelect } from '@/features/insight/statistics/components/group-by-select';
import { GroupedComparison } from '@/features/insight/statistics/components/grouped-comparison';
import { StatisticsScreen, useStatisticsParams } from '@/features/insight/statistics/components/statistics-screen';

const count = (n: number) => new Intl.NumberFormat('fr-BE', { maximumFractionDigits: 3 }).format(n);
const decimal = (n: number) => new Intl.NumberFormat('fr-BE', { maximumFractionDigits: 1 }).format(n);

/**
 * `statistics/sales`: invoices, units and revenue excl. VAT by month, store, brand, channel, model, contract or company,
 * and the offers' conversion (issue 30, decisions 090 and 096).
 */
export function SalesStatisticsPage() {
  const { t } = useTranslation('insight');
  const { period, groupBy, set } = useStatisticsParams(SALES_GROUPS);
  const { current, previous, lastYear, periods } = useComparedStatistics('sales', period, { groupBy });
  const data = current.data;
  const totals = [data?.totals, previous.data?.totals, lastYear.data?.totals];
  const figure = (key: 'revenueExclVatCents' | 'orders' | 'units') =>
    totals.map((x) => (x ? x[key] : null)) as [number, number | null, number | null];
  const offers = [data?.offers, previous.data?.offers, lastYear.data?.offers];
  const offer = (key: 'made' | 'signed' | 'conversionPercent' | 'medianDaysToSign') =>
    offers.map((x) => (x ? x[key] : null)) as [number | null, number | null, number | null];
  return (
    <StatisticsScreen
      tab="sales"
      period={period}
      onPeriod={set}
      state={{ isPending: current.isPending, error: current.error }}
      controls={
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <GroupBySelect groups={SALES_GROUPS} value={groupBy} onChange={(g) => set({ groupBy: g })} />
          <DownloadButtons path="/statistics/sales" query={{ ...period, groupBy }} />
        </Group>
      }
    >
      {data && (
        <Stack gap="lg">
          <ComparedFigures
            periods={periods}
            figures={[
              { key: 'revenue', label: t('statistics.figures.revenue'), values: figure('revenueExclVatCents'), format: formatPrice },
              { key: 'orders', label: t('statistics.figures.orders'), values: figure('orders'), format: count },
              { key: 'units', label: t('statistics.figures.units'), values: figure('units'), format: count },
            ]}
          />
          <Text size="sm" c="dimmed">
            {t('statistics.salesNote')}
          </Text>
          <ComparedFigures
            title={t('statistics.offersTitle')}
            periods={periods}
            figures={[
              { key: 'offersMade', label: t('statistics.figures.offersMade'), values: offer('made'), format: count },
              { key: 'offersSigned', label: t('statistics.figures.offersSigned'), values: offer('signed'), format: count },
              { key: 'conversion', label: t('statistics.figures.conversion'), values: offer('conversionPercent'), format: decimal },
              { key: 'daysToSign', label: t('statistics.figures.daysToSign'), values: offer('medianDaysToSign'), format: decimal },
            ]}
          />
          <Text size="sm" c="dimmed">
            {t('statistics.offersNote')}
          </Text>
          {data.series.length === 0 ? (
            <Text>{t('statistics.empty')}</Text>
          ) : (
            <GroupedComparison
              title={t('statistics.chart.sales', { group: t(`statistics.groups.${groupBy}`).toLowerCase() })}
              groupBy={groupBy}
              byMonth={groupBy === 'month'}
              series={[data.series, previous.data?.series, lastYear.data?.series]}
              metric={(r) => r.revenueExclVatCents}
              format={formatPrice}
              extra={[
                { header: t('statistics.figures.orders'), cell: (r) => count(r.orders) },
                { header: t('statistics.figures.units'), cell: (r) => count(r.units) },
              ]}
            />
          )}
        </Stack>
      )}
    </StatisticsScreen>
  );
}
