import { formatDateTime, type Locale, type Reservation } from '@veloport/domain';
import { downloadWords, type ExportColumn } from '../../platform/export';

/** The downloaded list in the reader's language. */
export function reservationColumns(locale: Locale): ExportColumn<Reservation>[] {
  const { headers: h, words: w } = downloadWords(locale, 'reservations');
  return [
    { header: h('code'), value: (r) => r.code },
    { header: h('status'), value: (r) => w.code('reservations.statuses', r.group ?? 'cancelled') },
    { header: h('start'), value: (r) => formatDateTime(r.start) },
    { header: h('end'), value: (r) => formatDateTime(r.end) },
    { header: h('initialEnd'), value: (r) => (r.initialEnd ? formatDateTime(r.initialEnd) : null) },
    { header: h('person'), value: (r) => r.user.name },
    { header: h('company'), value: (r) => r.company.name },
    { header: h('bike'), value: (r) => r.bike.name },
    { header: h('frameNumber'), value: (r) => r.bike.frameNumber },
    { header: h('building'), value: (r) => r.building?.name ?? null },
  ];
}
