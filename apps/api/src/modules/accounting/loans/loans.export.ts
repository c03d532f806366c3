import { formatDate, type Locale, type LoanSummary } from '@veloport/domain';
import { downloadWords, exportMoney, type ExportColumn } from '../../../platform/export';

/** The loans download (decision 087). */
export function loanColumns(locale: Locale): ExportColumn<LoanSummary>[] {
  const { headers: h, words } = downloadWords(locale, 'loans');
  return [
    { header: h('lender'), value: (l) => l.lender },
    { header: h('reference'), value: (l) => l.reference },
    { header: h('startDate'), value: (l) => formatDate(l.startDate) },
    { header: h('method'), value: (l) => words.code('loans.methods', l.method) },
    { header: h('rate'), value: (l) => l.annualRatePercent },
    { header: h('months'), value: (l) => l.months },
    { header: h('principal'), value: (l) => exportMoney(l.principalCents) },
    { header: h('outstanding'), value: (l) => exportMoney(l.outstandingCents) },
    { header: h('nextDueDate'), value: (l) => formatDate(l.nextDueDate) },
    { header: h('overdue'), value: (l) => l.overdueInstalments },
    { header: h('bikes'), value: (l) => l.bikeCount },
  ];
}
