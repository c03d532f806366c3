import { STATISTICS_NONE, type Locale, type MarginStatistics, type RepairStatistics, type SalesStatistics } from '@veloport/domain';
import { downloadWords, exportMoney, type ExportColumn } from '../../../platform/export';
import { wordsOf, type Words } from '../../../platform/words';

/** A series key as the screen says it: the month as it is, a channel, kind or category in words, "none" in words. */
function keyWords(locale: Locale, group: string): (key: string, label: string) => string {
  const w: Words = wordsOf(locale, 'insight');
  return (key, label) => {
    if (key === STATISTICS_NONE) return w('none');
    if (group === 'channel' || group === 'kind' || group === 'contract') return w.code(group, key);
    return label;
  };
}

type SalesRow = SalesStatistics['series'][number];
export function salesColumns(stats: SalesStatistics, locale: Locale): ExportColumn<SalesRow>[] {
  const { headers: h } = downloadWords(locale, 'insightStatistics');
  const say = keyWords(locale, stats.groupBy);
  return [
    { header: h(stats.groupBy), value: (r) => say(r.key, r.label) },
    { header: h('orders'), value: (r) => r.orders },
    { header: h('units'), value: (r) => r.units },
    { header: h('revenue'), value: (r) => exportMoney(r.revenueExclVatCents) },
  ];
}

type MarginRow = MarginStatistics['series'][number];
export function marginColumns(stats: MarginStatistics, locale: Locale): ExportColumn<MarginRow>[] {
  const { headers: h } = downloadWords(locale, 'insightStatistics');
  const say = keyWords(locale, stats.groupBy);
  return [
    { header: h(stats.groupBy), value: (r) => say(r.key, r.label) },
    { header: h('revenue'), value: (r) => exportMoney(r.revenueExclVatCents) },
    { header: h('cost'), value: (r) => exportMoney(r.costCents) },
    { header: h('margin'), value: (r) => exportMoney(r.marginCents) },
    { header: h('unknownCostRevenue'), value: (r) => exportMoney(r.unknownCostRevenueCents) },
  ];
}

type FigureRow = { figure: string; value: number | null };
/**
 * The repair statistics as one two-column table: the totals, turnaround, first-time fix and load first, then each
 * category and urgency, then each store's and mechanic's requests, median turnaround and (stores) load.
 */
export function repairTable(stats: RepairStatistics, locale: Locale): { rows: FigureRow[]; columns: ExportColumn<FigureRow>[] } {
  const { headers: h } = downloadWords(locale, 'insightStatistics');
  const w = wordsOf(locale, 'insight');
  const rows: FigureRow[] = [
    { figure: h('requests'), value: stats.requests },
    { figure: h('finished'), value: stats.finished },
    { figure: h('medianDays'), value: stats.medianTurnaroundDays },
    { figure: h('p90Days'), value: stats.p90TurnaroundDays },
    ...stats.byCategory.map((c) => ({ figure: w.code('category', c.key), value: c.requests })),
    ...stats.byPriority.map((c) => ({ figure: w.code('priority', c.key), value: c.requests })),
    { figure: h('firstTimeFix'), value: stats.firstTimeFixPercent },
    { figure: h('bookedMinutes'), value: stats.workshopLoad.bookedMinutes },
    { figure: h('capacityMinutes'), value: stats.workshopLoad.capacityMinutes },
    { figure: h('loadPercent'), value: stats.workshopLoad.loadPercent },
    ...stats.byStore.flatMap((s) => {
      const name = s.key === STATISTICS_NONE ? w('none') : s.label;
      return [
        { figure: `${h('store')} ${name}: ${h('requests')}`, value: s.requests },
        { figure: `${h('store')} ${name}: ${h('medianDays')}`, value: s.medianTurnaroundDays },
        { figure: `${h('store')} ${name}: ${h('loadPercent')}`, value: s.loadPercent },
      ];
    }),
    ...stats.byMechanic.flatMap((m) => {
      const name = m.key === STATISTICS_NONE ? w('none') : m.label;
      return [
        { figure: `${h('mechanic')} ${name}: ${h('finished')}`, value: m.finished },
        { figure: `${h('mechanic')} ${name}: ${h('medianDays')}`, value: m.medianTurnaroundDays },
      ];
    }),
  ];
  return {
    rows,
    columns: [
      { header: h('figure'), value: (r) => r.figure },
      { header: h('value'), value: (r) => r.value },
    ],
  };
}
