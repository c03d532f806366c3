import { changePercent, formatDate, type StatisticsPeriod } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { ComparedTable, type ComparedRow } from '@/features/insight/statistics/components/compared-table';

export type ComparedValues = [number | null, number | null, number | null];
export type ComparedFigure = { key: string; label: string; values: ComparedValues; format: (n: number) => string };

/** "+12,5 %" in the screen's language; a dash when there was nothing to compare with. */
export function useChange() {
  const { t, i18n } = useTranslation('insight');
  const percent = new Intl.NumberFormat(i18n.language, { signDisplay: 'exceptZero', maximumFractionDigits: 1 });
  return (now: number | null, before: number | null) => {
    const change = now === null || before === null ? null : changePercent(now, before);
    return change === null ? t('statistics.compare.noChange') : `${percent.format(change)} %`;
  };
}

/**
 * The period's headline figures beside the previous period's and last year's, with the change on each. `title` names
 * the table when a screen has more than one.
 */
export function ComparedFigures({ figures, periods, title }: { figures: ComparedFigure[]; periods: StatisticsPeriod[]; title?: string }) {
  const { t } = useTranslation('insight');
  const change = useChange();
  const range = (p: StatisticsPeriod) => t('statistics.compare.range', { from: formatDate(p.from), to: formatDate(p.to) });
  const [current, previous, lastYear] = periods as [StatisticsPeriod, StatisticsPeriod, StatisticsPeriod];
  const show = (f: ComparedFigure, v: number | null) => (v === null ? t('statistics.compare.noChange') : f.format(v));
  const rows: ComparedRow[] = figures.map((f) => ({
    key: f.key,
    label: f.label,
    cells: [
      show(f, f.values[0]),
      show(f, f.values[1]),
      show(f, f.values[2]),
      change(f.values[0], f.values[1]),
      change(f.values[0], f.values[2]),
    ],
  }));
  return (
    <ComparedTable
      caption={title ? `${title}, ${range(current)}` : range(current)}
      labelHeader={t('statistics.table.figure')}
      headers={[
        t('statistics.compare.current'),
        `${t('statistics.compare.previous')} (${range(previous)})`,
        `${t('statistics.compare.lastYear')} (${range(lastYear)})`,
        t('statistics.compare.changePrevious'),
        t('statistics.compare.changeLastYear'),
      ]}
      rows={rows}
    />
  );
}
