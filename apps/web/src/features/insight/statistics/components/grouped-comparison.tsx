import { SimpleGrid } from '@mantine/core';
import { STATISTICS_NONE } from '@veloport/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ComparisonBarChart } from '@/features/insight/statistics/components/comparison-bar-chart';
import { useChange } from '@/features/insight/statistics/components/compared-figures';
import { ComparedTable } from '@/features/insight/statistics/components/compared-table';

type Row = { key: string; label: string };

/** A group's name as a reader says it: "avril 2026", "Caisse", "Aucun"; a store or brand by its own name. */
export function useGroupLabel(groupBy: string) {
  const { t, i18n } = useTranslation('insight');
  return (row: Row) => {
    if (row.key === STATISTICS_NONE) return t('none');
    if (groupBy === 'month')
      return new Date(`${row.key}-01T12:00:00Z`).toLocaleDateString(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    if (['channel', 'kind', 'contract', 'category', 'priority'].includes(groupBy)) return t(`${groupBy}.${row.key}`);
    return row.label;
  };
}

/**
 * The period's groups against the same groups of the previous period and of last year: month by month the n-th month
 * faces the n-th month of the other period; otherwise a store faces the same store. A chart, and the table beside it.
 */
export function GroupedComparison<T extends Row>({
  title,
  groupBy,
  byMonth,
  series,
  metric,
  format,
  extra = [],
}: {
  title: string;
  groupBy: string;
  byMonth: boolean;
  series: [T[], T[] | undefined, T[] | undefined];
  metric: (row: T) => number;
  format: (n: number) => string;
  /** More figures of the period itself, as extra columns of the table. */
  extra?: { header: string; cell: (row: T) => ReactNode }[];
}) {
  const { t } = useTranslation('insight');
  const change = useChange();
  const label = useGroupLabel(groupBy);
  const [current, previous, lastYear] = series;
  const facing = (list: T[] | undefined, row: T, i: number) => {
    const found = byMonth ? list?.[i] : list?.find((r) => r.key === row.key);
    return list === undefined ? null : found ? metric(found) : 0;
  };
  const compared = current.map((row, i) => ({
    row,
    values: [metric(row), facing(previous, row, i), facing(lastYear, row, i)] as [number, number | null, number | null],
  }));
  const dash = t('statistics.compare.noChange');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <ComparisonBarChart
        title={title}
        legend={t('statistics.chart.legend')}
        seriesLabels={[t('statistics.compare.current'), t('statistics.compare.previous'), t('statistics.compare.lastYear')]}
        bars={compared.map(({ row, values }) => ({ key: row.key, label: label(row), values }))}
        format={format}
      />
      <ComparedTable
        caption={title}
        labelHeader={t(`statistics.groups.${groupBy}`)}
        headers={[
          t('statistics.compare.current'),
          ...extra.map((e) => e.header),
          t('statistics.compare.previous'),
          t('statistics.compare.lastYear'),
          t('statistics.compare.changeLastYear'),
        ]}
        rows={compared.map(({ row, values }) => ({
          key: row.key,
          label: label(row),
          cells: [
            format(values[0]),
            ...extra.map((e) => e.cell(row)),
            values[1] === null ? dash : format(values[1]),
            values[2] === null ? dash : format(values[2]),
            change(values[0], values[2]),
          ],
        }))}
      />
    </SimpleGrid>
  );
}
