import { SimpleGrid, Skeleton } from '@mantine/core';
import { formatPrice, type ExpenseTotals as Totals } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { StackedBarChart } from '@/components/ui/stacked-bar-chart';

const series = (label: string) => [{ key: 'total', label, color: 'var(--mantine-color-veloport-7)' }];

/** What the filtered reports add up to per person and per category (drafts left out), as bars with a table for screen readers. */
export function ExpenseTotals({ totals }: { totals: Totals | undefined }) {
  const { t } = useTranslation('expenses');
  if (!totals) return <Skeleton h={120} />;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <StackedBarChart
        title={t('totals.byPerson', { total: formatPrice(totals.totalCents) })}
        labelHeader={t('fields.person')}
        totalHeader={t('totals.total')}
        formatNumber={formatPrice}
        series={series(t('totals.total'))}
        bars={totals.byPerson.map((p) => ({
          key: p.person.id,
          label: p.person.name,
          values: { total: p.totalCents },
          note: t('totals.count', { count: p.count }),
        }))}
      />
      <StackedBarChart
        title={t('totals.byCategory')}
        labelHeader={t('fields.category')}
        totalHeader={t('totals.total')}
        formatNumber={formatPrice}
        series={series(t('totals.total'))}
        bars={totals.byCategory.map((c) => ({
          key: c.category,
          label: t(`categories.${c.category}`),
          values: { total: c.totalCents },
          note: t('totals.count', { count: c.count }),
        }))}
      />
    </SimpleGrid>
  );
}
