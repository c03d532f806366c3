import { formatDate, type JournalEntry, type Locale, type Purchase, type SupplierBatchSummary } from '@veloport/domain';
import { downloadWords, exportMoney, type ExportColumn } from '../../../platform/export';

export type JournalCsvRow = { daybook: string; entry: JournalEntry; line: JournalEntry['lines'][number] };

/** One row per line of an entry, as an accountant reads a journal (decision 084). */
export function journalColumns(locale: Locale): ExportColumn<JournalCsvRow>[] {
  const { headers: h } = downloadWords(locale, 'journal');
  return [
    { header: h('daybook'), value: (r) => r.daybook },
    { header: h('number'), value: (r) => `${r.entry.year}/${r.entry.number}` },
    { header: h('date'), value: (r) => formatDate(r.entry.date) },
    { header: h('reference'), value: (r) => r.entry.reference },
    { header: h('account'), value: (r) => r.line.account },
    { header: h('debit'), value: (r) => exportMoney(r.line.debitCents) },
    { header: h('credit'), value: (r) => exportMoney(r.line.creditCents) },
    { header: h('vatCode'), value: (r) => r.line.vatCode ?? null },
    { header: h('description'), value: (r) => r.line.description },
  ];
}

/** The purchases download. */
export function purchaseColumns(locale: Locale): ExportColumn<Purchase>[] {
  const { headers: h, words } = downloadWords(locale, 'purchases');
  return [
    { header: h('issueDate'), value: (p) => formatDate(p.issueDate) },
    { header: h('supplier'), value: (p) => p.supplier.name },
    { header: h('vatNumber'), value: (p) => p.supplier.vatNumber },
    { header: h('number'), value: (p) => p.number },
    { header: h('dueDate'), value: (p) => formatDate(p.dueDate) },
    { header: h('exclVat'), value: (p) => exportMoney(p.totals.exclVatCents) },
    { header: h('vat'), value: (p) => exportMoney(p.totals.vatCents) },
    { header: h('inclVat'), value: (p) => exportMoney(p.totals.inclVatCents) },
    { header: h('status'), value: (p) => words.code('purchases.statuses', p.status) },
  ];
}

export type PendingRow = { number: string; partyName: string; dueDate: string | null; openCents: number; daysOverdue: number };

/** The pending payments download (decision 086): what is owed, by whom, since when. */
export function pendingColumns(locale: Locale, side: 'client' | 'supplier'): ExportColumn<PendingRow>[] {
  const { headers: h } = downloadWords(locale, 'pending');
  return [
    { header: h('number'), value: (r) => r.number },
    { header: h(side === 'client' ? 'customer' : 'supplier'), value: (r) => r.partyName },
    { header: h('dueDate'), value: (r) => formatDate(r.dueDate) },
    { header: h('open'), value: (r) => exportMoney(r.openCents) },
    { header: h('daysOverdue'), value: (r) => Math.max(0, r.daysOverdue) },
  ];
}

/** The supplier payment batches download (decision 086). */
export function supplierBatchColumns(locale: Locale): ExportColumn<SupplierBatchSummary>[] {
  const { headers: h, words } = downloadWords(locale, 'supplierBatches');
  return [
    { header: h('messageId'), value: (b) => b.messageId },
    { header: h('executionDate'), value: (b) => formatDate(b.executionDate) },
    { header: h('count'), value: (b) => b.count },
    { header: h('total'), value: (b) => exportMoney(b.totalCents) },
    { header: h('status'), value: (b) => words.code('supplierBatches.statuses', b.status) },
  ];
}
