import { formatDate, formatIban, type Locale, type SepaBatch, type SepaMandate } from '@veloport/domain';
import { downloadWords, exportEuros, type ExportColumn } from '../../../platform/export';

/** The downloaded lists in the reader's language. */
export function mandateColumns(locale: Locale): ExportColumn<SepaMandate>[] {
  const { headers: h, words: w } = downloadWords(locale, 'sepaMandates');
  return [
    { header: h('reference'), value: (r) => r.reference },
    { header: h('status'), value: (r) => w.code('sepa.statuses', r.status) },
    { header: h('kind'), value: (r) => w.code('sepa.statuses', r.kind) },
    { header: h('customer'), value: (r) => r.customer.name },
    { header: h('debtor'), value: (r) => r.debtorName },
    { header: h('iban'), value: (r) => formatIban(r.iban) },
    { header: h('bic'), value: (r) => r.bic },
    { header: h('signed'), value: (r) => formatDate(r.signatureDate) },
    { header: h('debits'), value: (r) => r.debits },
    { header: h('last'), value: (r) => (r.lastCollectionDate ? formatDate(r.lastCollectionDate) : '') },
  ];
}

export function batchColumns(locale: Locale): ExportColumn<SepaBatch>[] {
  const { headers: h, words: w } = downloadWords(locale, 'sepaBatches');
  return [
    { header: h('message'), value: (r) => r.messageId },
    { header: h('status'), value: (r) => w.code('sepa.statuses', r.status) },
    { header: h('date'), value: (r) => formatDate(r.collectionDate) },
    { header: h('count'), value: (r) => r.count },
    { header: h('total'), value: (r) => exportEuros(r.totalCents) },
    { header: h('createdAt'), value: (r) => formatDate(r.createdAt) },
  ];
}
