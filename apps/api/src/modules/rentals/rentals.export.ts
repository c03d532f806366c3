import { formatDate, type Locale, type Rental } from '@veloport/domain';
import { downloadWords, exportEuros as euros, type ExportColumn } from '../../platform/export';
import { wordsOf } from '../../platform/words';

/** The downloaded list in the reader's language, statuses as the rentals screens say them. */
export function rentalColumns(locale: Locale): ExportColumn<Rental>[] {
  const { headers: h, words: w } = downloadWords(locale, 'rentals');
  const rentals = wordsOf(locale, 'rentals');
  return [
    { header: 'ID', value: (r) => r.id },
    { header: h('status'), value: (r) => rentals.code('statuses', r.status) },
    { header: h('late'), value: (r) => (r.late ? w('yes') : '') },
    { header: h('customer'), value: (r) => `${r.firstname} ${r.lastname}` },
    { header: h('company'), value: (r) => r.company?.name },
    { header: h('email'), value: (r) => r.email },
    { header: h('phone'), value: (r) => r.phone },
    { header: h('start'), value: (r) => formatDate(r.startDate) },
    { header: h('end'), value: (r) => formatDate(r.endDate) },
    { header: h('days'), value: (r) => r.days },
    { header: h('bikes'), value: (r) => r.bikes.map((b) => b.frameNumber).join(', ') },
    { header: h('pricePerDay'), value: (r) => euros(r.pricePerDayCents) },
    { header: h('deposit'), value: (r) => euros(r.depositCents) },
    { header: h('total'), value: (r) => euros(r.totalCents) },
    { header: h('pickedUp'), value: (r) => (r.pickup ? formatDate(r.pickup.at) : null) },
    { header: h('returned'), value: (r) => (r.return ? formatDate(r.return.at) : null) },
  ];
}
