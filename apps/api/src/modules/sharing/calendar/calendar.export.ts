import { firstDayOfMonth, lastDayOfMonth, type Locale } from '@veloport/domain';
import { downloadWords, exportDay, exportMoney, type ExportColumn } from '../../../platform/export';
import type { PayrollLine } from './calendar.service';

/**
 * The payroll file, headed as a Belgian social secretariat's "variable pay elements" import reads it (decision 033,
 * "Payroll file"): the employee's number first, then the person, then the period and the figures.
 */
export function payrollColumns(locale: Locale): ExportColumn<PayrollLine>[] {
  const { headers: h, words } = downloadWords(locale, 'payroll');
  return [
    // The secretariat's employee number, or nothing: a portal id there would be imported as someone's number (issue 25,
    // point 2). A row without one is flagged in the last column, for the fleet manager to complete before sending.
    { header: h('number'), value: (r) => r.payrollNumber ?? null },
    { header: h('lastname'), value: (r) => r.lastname },
    { header: h('firstname'), value: (r) => r.firstname },
    { header: h('email'), value: (r) => r.email },
    { header: h('periodStart'), value: (r) => exportDay(firstDayOfMonth(r.month)) },
    { header: h('periodEnd'), value: (r) => exportDay(lastDayOfMonth(r.month)) },
    { header: h('days'), value: (r) => r.daysUsed },
    { header: h('count'), value: (r) => r.reservationCount },
    { header: h('amountEuros'), value: (r) => exportMoney(r.amountCents) },
    { header: h('check'), value: (r) => (r.payrollNumber ? null : words('payroll.noPayrollNumber')) },
  ];
}
