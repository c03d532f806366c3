import { formatDate, formatDateTime, formatPrice, type Locale, type MaintenanceRequest } from '@veloport/domain';
import { downloadWords, type ExportColumn } from '../../../platform/export';
import { wordsOf } from '../../../platform/words';

/** The downloaded list in the reader's language; the list a request is in as the screens say it. */
export function maintenanceRequestColumns(locale: Locale): ExportColumn<MaintenanceRequest>[] {
  const { headers: h, words: w } = downloadWords(locale, 'maintenanceRequests');
  const maintenance = wordsOf(locale, 'maintenance');
  return [
    { header: 'ID', value: (r) => r.id },
    { header: h('createdAt'), value: (r) => formatDate(r.createdAt) },
    { header: h('priority'), value: (r) => (r.priority ? w('yes') : '') },
    { header: h('filter'), value: (r) => maintenance.code('filters', r.filter) },
    { header: h('step'), value: (r) => (r.step ? w.code('maintenanceRequests.steps', r.step) : '') },
    { header: h('customer'), value: (r) => r.customer?.name },
    { header: h('company'), value: (r) => r.company?.name },
    { header: h('bike'), value: (r) => r.bike.label },
    { header: h('frameNumber'), value: (r) => r.bike.frameNumber },
    { header: h('problem'), value: (r) => r.problem },
    { header: h('location'), value: (r) => w.code('maintenanceRequests.locations', r.location) },
    { header: h('address'), value: (r) => r.address },
    { header: h('desiredDate'), value: (r) => (r.desiredDate ? formatDate(r.desiredDate) : '') },
    { header: h('scheduledAt'), value: (r) => (r.scheduledAt ? formatDateTime(r.scheduledAt) : '') },
    { header: h('fees'), value: (r) => formatPrice(r.fees.replacementBikeCents + r.fees.addressFeeCents) },
  ];
}
