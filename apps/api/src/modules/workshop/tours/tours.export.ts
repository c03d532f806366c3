import type { Locale, Tour } from '@veloport/domain';
import { downloadWords, type ExportColumn } from '../../../platform/export';
import { wordsOf } from '../../../platform/words';

const km = (m: number | null | undefined) => (m === null || m === undefined ? null : Math.round(m / 100) / 10);

/** The downloaded list in the reader's language, statuses as the tours screens say them. */
export function tourColumns(locale: Locale): ExportColumn<Tour>[] {
  const { headers: h } = downloadWords(locale, 'tours');
  const tours = wordsOf(locale, 'tours');
  return [
    { header: h('date'), value: (t) => t.date },
    { header: h('mechanic'), value: (t) => t.mechanic.name },
    { header: h('store'), value: (t) => t.store.name },
    { header: h('van'), value: (t) => t.vanLabel },
    { header: h('status'), value: (t) => tours.code('statuses', t.status) },
    { header: h('stops'), value: (t) => t.stopCount },
    { header: h('done'), value: (t) => t.doneCount },
    { header: h('km'), value: (t) => km(t.distanceMeters) },
    { header: h('minutes'), value: (t) => t.durationMinutes },
    { header: h('kmBefore'), value: (t) => km(t.before?.distanceMeters) },
    { header: h('minutesBefore'), value: (t) => t.before?.durationMinutes ?? null },
  ];
}
