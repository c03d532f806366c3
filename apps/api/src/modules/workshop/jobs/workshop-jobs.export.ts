import { formatDate, type JobToBill, type Locale } from '@veloport/domain';
import { exportEuros, type ExportColumn } from '../../../platform/export';

type Key = 'request' | 'completedAt' | 'customer' | 'company' | 'bike' | 'lines' | 'net' | 'vat' | 'gross' | 'byRate';

/** The downloaded list's headers in the reader's language (the web's `workshopJobs` catalogue says the same). */
const HEADERS: Record<Locale, Record<Key, string>> = {
  fr: {
    request: 'Demande',
    completedAt: 'Terminée le',
    customer: 'Client',
    company: 'Société',
    bike: 'Vélo',
    lines: 'Lignes',
    net: 'Total HTVA (€)',
    vat: 'TVA (€)',
    gross: 'Total TVAC (€)',
    byRate: 'Par taux de TVA',
  },
  en: {
    request: 'Request',
    completedAt: 'Completed on',
    customer: 'Customer',
    company: 'Company',
    bike: 'Bike',
    lines: 'Lines',
    net: 'Total excl. VAT (€)',
    vat: 'VAT (€)',
    gross: 'Total incl. VAT (€)',
    byRate: 'Per VAT rate',
  },
  nl: {
    request: 'Aanvraag',
    completedAt: 'Afgewerkt op',
    customer: 'Klant',
    company: 'Bedrijf',
    bike: 'Fiets',
    lines: 'Lijnen',
    net: 'Totaal excl. btw (€)',
    vat: 'Btw (€)',
    gross: 'Totaal incl. btw (€)',
    byRate: 'Per btw-tarief',
  },
};

export function jobToBillColumns(locale: Locale): ExportColumn<JobToBill>[] {
  const h = HEADERS[locale];
  return [
    { header: h.request, value: (r) => r.requestId },
    { header: h.completedAt, value: (r) => (r.completedAt ? formatDate(r.completedAt) : null) },
    { header: h.customer, value: (r) => r.customer?.name },
    { header: h.company, value: (r) => r.company?.name },
    { header: h.bike, value: (r) => r.bikeLabel },
    { header: h.lines, value: (r) => r.lineCount },
    { header: h.net, value: (r) => exportEuros(r.totals.netCents) },
    { header: h.vat, value: (r) => exportEuros(r.totals.vatCents) },
    { header: h.gross, value: (r) => exportEuros(r.totals.grossCents) },
    { header: h.byRate, value: (r) => r.totals.byRate.map((t) => `${t.rate} %: ${(t.grossCents / 100).toFixed(2)}`).join(' | ') },
  ];
}
