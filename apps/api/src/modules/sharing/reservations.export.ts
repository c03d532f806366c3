import { formatDateTime, type Locale, type Reservation } from '@veloport/domain';
import { exportWord as word, type ExportColumn } from '../../platform/export';

type Words = {
  headers: Record<'code' | 'status' | 'start' | 'end' | 'initialEnd' | 'person' | 'company' | 'bike' | 'frameNumber' | 'building', string>;
  statuses: Record<'in_progress' | 'future' | 'finished' | 'cancelled', string>;
};

/** The downloaded list's words in the reader's language (the web's `sharing` catalogue says the same). */
const WORDS: Record<Locale, Words> = {
  fr: {
    headers: {
      code: 'Code',
      status: 'Statut',
      start: 'Début',
      end: 'Fin',
      initialEnd: 'Fin réservée au départ',
      person: 'Personne',
      company: 'Société',
      bike: 'Vélo',
      frameNumber: 'N° de cadre',
      building: 'Bâtiment',
    },
    statuses: { in_progress: 'En cours', future: 'À venir', finished: 'Terminée', cancelled: 'Annulée' },
  },
  en: {
    headers: {
      code: 'Code',
      status: 'Status',
      start: 'Start',
      end: 'End',
      initialEnd: 'End first booked',
      person: 'Person',
      company: 'Company',
      bike: 'Bike',
      frameNumber: 'Frame number',
      building: 'Building',
    },
    statuses: { in_progress: 'In progress', future: 'Future', finished: 'Finished', cancelled: 'Cancelled' },
  },
  nl: {
    headers: {
      code: 'Code',
      status: 'Status',
      start: 'Begin',
      end: 'Einde',
      initialEnd: 'Oorspronkelijk geboekt einde',
      person: 'Persoon',
      company: 'Bedrijf',
      bike: 'Fiets',
      frameNumber: 'Framenummer',
      building: 'Gebouw',
    },
    statuses: { in_progress: 'Lopend', future: 'Gepland', finished: 'Afgelopen', cancelled: 'Geannuleerd' },
  },
};

export function reservationColumns(locale: Locale): ExportColumn<Reservation>[] {
  const w = WORDS[locale];
  return [
    { header: w.headers.code, value: (r) => r.code },
    { header: w.headers.status, value: (r) => word(w.statuses, r.group ?? 'cancelled') },
    { header: w.headers.start, value: (r) => formatDateTime(r.start) },
    { header: w.headers.end, value: (r) => formatDateTime(r.end) },
    { header: w.headers.initialEnd, value: (r) => (r.initialEnd ? formatDateTime(r.initialEnd) : null) },
    { header: w.headers.person, value: (r) => r.user.name },
    { header: w.headers.company, value: (r) => r.company.name },
    { header: w.headers.bike, value: (r) => r.bike.name },
    { header: w.headers.frameNumber, value: (r) => r.bike.frameNumber },
    { header: w.headers.building, value: (r) => r.building?.name ?? null },
  ];
}
