import { formatDate, type Locale, type Refund } from '@veloport/domain';
import { downloadWords, exportEuros, type ExportColumn } from '../../../platform/export';
import { wordsOf } from '../../../platform/words';

/** The columns of the refunds download (decision 065), in the reader's language; euros as numbers Excel sums. */
export function refundColumns(locale: Locale): ExportColumn<Refund>[] {
  const { headers: h } = downloadWords(locale, 'refunds');
  const refunds = wordsOf(locale, 'refunds');
  return [
    { header: h('date'), value: (r) => formatDate(r.date) },
    { header: h('customer'), value: (r) => r.bill.customerName },
    { header: h('bill'), value: (r) => r.bill.number },
    { header: h('amount'), value: (r) => exportEuros(r.amountCents) },
    { header: h('method'), value: (r) => refunds.code('methods', r.method) },
    { header: h('status'), value: (r) => refunds.code('statuses', r.status) },
    { header: h('beneficiary'), value: (r) => r.beneficiaryName },
    { header: h('iban'), value: (r) => r.iban },
    { header: h('bic'), value: (r) => r.bic },
    { header: h('batch'), value: (r) => r.batch?.messageId ?? null },
  ];
}
