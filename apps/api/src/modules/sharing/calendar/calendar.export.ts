import { firstDayOfMonth, formatDate, lastDayOfMonth, type Locale } from '@veloport/domain';
import { exportEuros, type ExportColumn } from '../../../platform/export';
import type { PayrollLine } from './calendar.service';

type Header =
  'number' | 'lastname' | 'firstname' | 'email' | 'periodStart' | 'periodEnd' | 'days' | 'count' | 'amountCents' | 'amountEuros';

/**
 * The payroll file's headers as a Belgian social secretariat's "variable pay elements" import reads them
 * (decision 033, "Payroll file"): the employee's number first, then the person, then the period and the figures.
 */
const HEADERS: Record<Locale, Record<Header, string>> = {
  fr: {
    number: 'Matricule',
    lastname: 'Nom',
    firstname: 'Prénom',
    email: 'E-mail',
    periodStart: 'Début de période',
    periodEnd: 'Fin de période',
    days: 'Jours utilisés',
    count: 'Nombre de réservations',
    amountCents: 'Montant à retenir (cents)',
    amountEuros: 'Montant à retenir (EUR)',
  },
  en: {
    number: 'Employee number',
    lastname: 'Last name',
    firstname: 'First name',
    email: 'E-mail',
    periodStart: 'Period start',
    periodEnd: 'Period end',
    days: 'Days used',
    count: 'Reservations',
    amountCents: 'Amount to deduct (cents)',
    amountEuros: 'Amount to deduct (EUR)',
  },
  nl: {
    number: 'Personeelsnummer',
    lastname: 'Naam',
    firstname: 'Voornaam',
    email: 'E-mail',
    periodStart: 'Begin periode',
    periodEnd: 'Einde periode',
    days: 'Gebruikte dagen',
    count: 'Aantal reservaties',
    amountCents: 'In te houden bedrag (cent)',
    amountEuros: 'In te houden bedrag (EUR)',
  },
};

/** "YYYY-MM" → its first and last day as dd/mm/yyyy. */
function monthBounds(month: string): [string, string] {
  return [formatDate(firstDayOfMonth(month)), formatDate(lastDayOfMonth(month))];
}

export function payrollColumns(locale: Locale): ExportColumn<PayrollLine>[] {
  const h = HEADERS[locale];
  return [
    // The secretariat's employee number; the portal's user id when the user has none yet (decision 044).
    { header: h.number, value: (r) => r.payrollNumber ?? r.userId },
    { header: h.lastname, value: (r) => r.lastname },
    { header: h.firstname, value: (r) => r.firstname },
    { header: h.email, value: (r) => r.email },
    { header: h.periodStart, value: (r) => monthBounds(r.month)[0] },
    { header: h.periodEnd, value: (r) => monthBounds(r.month)[1] },
    { header: h.days, value: (r) => r.daysUsed },
    { header: h.count, value: (r) => r.reservationCount },
    { header: h.amountCents, value: (r) => r.amountCents },
    { header: h.amountEuros, value: (r) => exportEuros(r.amountCents) },
  ];
}
