import { formatDate, type Locale, type Rental, type RentalStatus } from '@veloport/domain';
import { exportEuros as euros, exportWord as word, type ExportColumn } from '../../platform/export';

type Words = {
  headers: Record<
    | 'status'
    | 'late'
    | 'customer'
    | 'company'
    | 'email'
    | 'phone'
    | 'start'
    | 'end'
    | 'days'
    | 'bikes'
    | 'pricePerDay'
    | 'deposit'
    | 'total'
    | 'pickedUp'
    | 'returned',
    string
  >;
  statuses: Record<RentalStatus, string>;
  yes: string;
};

/** The downloaded list's words in the reader's language (the web's `rentals` catalogue says the same). */
const WORDS: Record<Locale, Words> = {
  fr: {
    headers: {
      status: 'Statut',
      late: 'En retard',
      customer: 'Client',
      company: 'Société',
      email: 'E-mail',
      phone: 'Téléphone',
      start: 'Début',
      end: 'Fin',
      days: 'Jours',
      bikes: 'Vélos',
      pricePerDay: 'Prix par jour et par vélo (EUR)',
      deposit: 'Caution (EUR)',
      total: 'Total (EUR)',
      pickedUp: 'Retiré le',
      returned: 'Rendu le',
    },
    statuses: { booked: 'Réservée', picked_up: 'En cours', returned: 'Rendue', cancelled: 'Annulée' },
    yes: 'Oui',
  },
  en: {
    headers: {
      status: 'Status',
      late: 'Late',
      customer: 'Customer',
      company: 'Company',
      email: 'E-mail',
      phone: 'Phone',
      start: 'Start',
      end: 'End',
      days: 'Days',
      bikes: 'Bikes',
      pricePerDay: 'Price per day and bike (EUR)',
      deposit: 'Deposit (EUR)',
      total: 'Total (EUR)',
      pickedUp: 'Picked up on',
      returned: 'Returned on',
    },
    statuses: { booked: 'Booked', picked_up: 'Picked up', returned: 'Returned', cancelled: 'Cancelled' },
    yes: 'Yes',
  },
  nl: {
    headers: {
      status: 'Status',
      late: 'Te laat',
      customer: 'Klant',
      company: 'Bedrijf',
      email: 'E-mail',
      phone: 'Telefoon',
      start: 'Begin',
      end: 'Einde',
      days: 'Dagen',
      bikes: 'Fietsen',
      pricePerDay: 'Prijs per dag en per fiets (EUR)',
      deposit: 'Waarborg (EUR)',
      total: 'Totaal (EUR)',
      pickedUp: 'Afgehaald op',
      returned: 'Teruggebracht op',
    },
    statuses: { booked: 'Gereserveerd', picked_up: 'Afgehaald', returned: 'Teruggebracht', cancelled: 'Geannuleerd' },
    yes: 'Ja',
  },
};

export function rentalColumns(locale: Locale): ExportColumn<Rental>[] {
  const w = WORDS[locale];
  const h = w.headers;
  return [
    { header: 'ID', value: (r) => r.id },
    { header: h.status, value: (r) => word(w.statuses, r.status) },
    { header: h.late, value: (r) => (r.late ? w.yes : '') },
    { header: h.customer, value: (r) => `${r.firstname} ${r.lastname}` },
    { header: h.company, value: (r) => r.company?.name },
    { header: h.email, value: (r) => r.email },
    { header: h.phone, value: (r) => r.phone },
    { header: h.start, value: (r) => formatDate(r.startDate) },
    { header: h.end, value: (r) => formatDate(r.endDate) },
    { header: h.days, value: (r) => r.days },
    { header: h.bikes, value: (r) => r.bikes.map((b) => b.frameNumber).join(', ') },
    { header: h.pricePerDay, value: (r) => euros(r.pricePerDayCents) },
    { header: h.deposit, value: (r) => euros(r.depositCents) },
    { header: h.total, value: (r) => euros(r.totalCents) },
    { header: h.pickedUp, value: (r) => (r.pickup ? formatDate(r.pickup.at) : null) },
    { header: h.returned, value: (r) => (r.return ? formatDate(r.return.at) : null) },
  ];
}
