import { formatDateTime, type Locale, type TurnedAwaySearch, type UsageStatistics, type UsageTable } from '@veloport/domain';
import { downloadWords, type ExportColumn } from '../../../platform/export';

type Row = Record<string, string | number | null>;

/** The rows and columns of one table of the usage statistics, headers in the reader's language. */
export function usageTable(stats: UsageStatistics, table: UsageTable, locale: Locale): { rows: Row[]; columns: ExportColumn<Row>[] } {
  const { headers: h, words: w } = downloadWords(locale, 'sharingStatistics');
  const col = (key: string, header: string): ExportColumn<Row> => ({ header, value: (r) => r[key] });
  if (table === 'bikes')
    return {
      rows: stats.bikes,
      columns: [
        col('frameNumber', h('frame')),
        col('building', h('building')),
        col('trips', h('trips')),
        col('hours', h('hours')),
        col('days', h('days')),
      ],
    };
  if (table === 'buildings')
    return {
      rows: stats.buildings.map((b) => ({ ...b, name: b.name || w('sharingStatistics.noBuilding') })),
      columns: [
        col('name', h('building')),
        col('trips', h('trips')),
        col('hours', h('hours')),
        col('days', h('days')),
        col('turnedAway', h('turnedAway')),
      ],
    };
  if (table === 'months')
    return {
      rows: stats.months,
      columns: [col('month', h('month')), col('trips', h('trips')), col('hours', h('hours')), col('turnedAway', h('turnedAway'))],
    };
  return {
    rows: stats.idle.map((b) => ({ ...b, lastUse: b.lastUse ? formatDateTime(b.lastUse) : null })),
    columns: [col('frameNumber', h('frame')), col('building', h('building')), col('lastUse', h('lastUse'))],
  };
}

export function turnedAwayColumns(locale: Locale): ExportColumn<TurnedAwaySearch>[] {
  const { headers: h } = downloadWords(locale, 'sharingStatistics');
  return [
    { header: h('searchedAt'), value: (r) => formatDateTime(r.at) },
    { header: h('building'), value: (r) => r.building?.name ?? '' },
    { header: h('slotStart'), value: (r) => formatDateTime(r.start) },
    { header: h('slotEnd'), value: (r) => formatDateTime(r.end) },
    { header: h('person'), value: (r) => r.user.name },
  ];
}
