import { firstDayOfMonth, formatDate, lastDayOfMonth, type Locale } from '@veloport/domain';
import { downloadWords, exportEuros, type ExportColumn } from '../../../platform/export';
import type { PayrollLine } from './calendar.service';

/** "YYYY-MM" → its first and last day as dd/mm/yyyy. */
function monthBounds(month: string): [string, string] {
  return [formatDate(firstDayOfMonth(month)), formatDate(lastDayOfMonth(month))];
}

/**
 * The payroll file, headed as a Belgian social secretariat's "variable pay elements" import reads it (decision 033,
 * "Payroll file"): the employee's number first, then the person, then the period and the figures.
 */
export function payrollColumns(locale: Locale): ExportColumn<PayrollLine>[] {
  const { headers: h } = downloadWords(locale, 'payroll');
  return [
    // The secretariat's employee number; the portal's user id when the user has none yet (decision 044).
    { header: h('number'), value: (r) => r.payrollNumber ?? r.userId },
    { header: h('lastname'), value: (r) => r.lastname },
    { header: h('firstname'), value: (r) => r.firstname },
    { header: h('email'), value: (r) => r.email },
    { header: h('periodStart'), value: (r) => monthBounds(r.month)[0] },
    { header: h('periodEnd'), value: (r) => monthBounds(r.month)[1] },
    { header: h('days'), value: (r) => r.daysUsed },
    { header: h('count'), value: (r) => r.reservationCount },
    { header: h('amountCents'), value: (r) => r.amountCents },
    { header: h('amountEuros'), value: (r) => exportEuros(r.amountCents) },
  ];
}
