import { CONTRACT_KINDS, formatCount, type BikeSummary, type ContractKind } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { StackedBarChart, type ChartBar } from '@/components/ui/stacked-bar-chart';
import { useStockLabels } from '@/features/stock/stock/components/labels';

/** One hue per contract kind, the same on every screen; each keeps 3:1 against the white page. */
export const CONTRACT_KIND_COLORS: Record<ContractKind, string> = {
  stock: 'var(--mantine-color-veloport-7)',
  order: 'var(--mantine-color-blue-7)',
  pending_delivery: 'var(--mantine-color-cyan-8)',
  leasing: 'var(--mantine-color-violet-7)',
  leasing_with_maintenance_budget: 'var(--mantine-color-grape-7)',
  annual: 'var(--mantine-color-indigo-9)',
  prepaid: 'var(--mantine-color-pink-7)',
  renting: 'var(--mantine-color-orange-7)',
  sold: 'var(--mantine-color-gray-6)',
  stolen: 'var(--mantine-color-red-7)',
  scrapped: 'var(--mantine-color-dark-4)',
};

/** The filtered stock per store, stacked by contract kind: which store holds what, at a glance. */
export function StockSummaryChart({ summary }: { summary: BikeSummary }) {
  const { t } = useTranslation('stock');
  const labels = useStockLabels();
  const bars = new Map<number, ChartBar & { broken: number }>();
  for (const g of summary.groups) {
    const bar = bars.get(g.location.id) ?? { key: g.location.id, label: g.location.name, values: {}, broken: 0 };
    bar.values[g.contractKind] = (bar.values[g.contractKind] ?? 0) + g.count;
    if (g.status === 'broken') bar.broken += g.count;
    bars.set(g.location.id, bar);
  }
  if (bars.size === 0) return null;
  return (
    <StackedBarChart
      title={t('summary.title', { total: formatCount(summary.total) })}
      labelHeader={t('fields.location')}
      totalHeader={t('summary.total')}
      formatNumber={formatCount}
      series={CONTRACT_KINDS.map((kind) => ({ key: kind, label: labels.contract(kind), color: CONTRACT_KIND_COLORS[kind] }))}
      bars={[...bars.values()].map((bar) => ({
        ...bar,
        note: bar.broken > 0 ? t('summary.broken', { count: bar.broken, total: formatCount(bar.broken) }) : undefined,
      }))}
    />
  );
}
