import { formatDate, type ExpenseReport, type Locale } from '@veloport/domain';
import { downloadWords, exportMoney, type ExportColumn } from '../../../platform/export';

/** The expense reports download (decision 088): one row per report, amounts split into base and recoverable VAT. */
export function expenseReportColumns(locale: Locale): ExportColumn<ExpenseReport>[] {
  const { headers: h, words } = downloadWords(locale, 'expenseReports');
  return [
    { header: h('date'), value: (r) => formatDate(r.date) },
    { header: h('person'), value: (r) => r.person.name },
    { header: h('category'), value: (r) => words.code('expenseReports.categories', r.category) },
    { header: h('description'), value: (r) => r.description },
    { header: h('km'), value: (r) => r.km },
    { header: h('exclVat'), value: (r) => exportMoney(r.exclVatCents) },
    { header: h('vat'), value: (r) => exportMoney(r.vatCents) },
    { header: h('inclVat'), value: (r) => exportMoney(r.amountInclVatCents) },
    { header: h('status'), value: (r) => words.code('expenseReports.statuses', r.status) },
    { header: h('refusalComment'), value: (r) => r.refusalComment },
    { header: h('reimbursedOn'), value: (r) => formatDate(r.reimbursedOn) },
  ];
}
