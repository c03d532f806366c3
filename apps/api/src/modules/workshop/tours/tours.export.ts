import type { Locale, Tour, TourStatus } from '@veloport/domain';
import { exportWord as word, type ExportColumn } from '../../../platform/export';

type Words = {
  headers: Record<
    'date' | 'mechanic' | 'store' | 'van' | 'status' | 'stops' | 'done' | 'km' | 'minutes' | 'kmBefore' | 'minutesBefore',
    string
  >;
  statuses: Record<TourStatus, string>;
};

/** The downloaded list's words in the reader's language (the web's `tours` catalogue says the same). */
const WORDS: Record<Locale, Words> = {
  fr: {
    headers: {
      date: 'Date',
      mechanic: 'Mécanicien',
      store: 'Magasin',
      van: 'Camionnette',
      status: 'Statut',
      stops: 'Arrêts',
      done: 'Arrêts faits',
      km: 'Distance (km)',
      minutes: 'Durée (min)',
      kmBefore: 'Distance avant optimisation (km)',
      minutesBefore: 'Durée avant optimisation (min)',
    },
    statuses: { draft: 'Brouillon', confirmed: 'Confirmée', done: 'Terminée', cancelled: 'Annulée' },
  },
  en: {
    headers: {
      date: 'Date',
      mechanic: 'Mechanic',
      store: 'Store',
      van: 'Van',
      status: 'Status',
      stops: 'Stops',
      done: 'Stops done',
      km: 'Distance (km)',
      minutes: 'Duration (min)',
      kmBefore: 'Distance before optimisation (km)',
      minutesBefore: 'Duration before optimisation (min)',
    },
    statuses: { draft: 'Draft', confirmed: 'Confirmed', done: 'Done', cancelled: 'Cancelled' },
  },
  nl: {
    headers: {
      date: 'Datum',
      mechanic: 'Mecanicien',
      store: 'Winkel',
      van: 'Bestelwagen',
      status: 'Status',
      stops: 'Stops',
      done: 'Stops gedaan',
      km: 'Afstand (km)',
      minutes: 'Duur (min)',
      kmBefore: 'Afstand vóór optimalisatie (km)',
      minutesBefore: 'Duur vóór optimalisatie (min)',
    },
    statuses: { draft: 'Ontwerp', confirmed: 'Bevestigd', done: 'Afgerond', cancelled: 'Geannuleerd' },
  },
};

const km = (m: number | null | undefined) => (m === null || m === undefined ? null : Math.round(m / 100) / 10);

export function tourColumns(locale: Locale): ExportColumn<Tour>[] {
  const w = WORDS[locale];
  const h = w.headers;
  return [
    { header: h.date, value: (t) => t.date },
    { header: h.mechanic, value: (t) => t.mechanic.name },
    { header: h.store, value: (t) => t.store.name },
    { header: h.van, value: (t) => t.vanLabel },
    { header: h.status, value: (t) => word(w.statuses, t.status) },
    { header: h.stops, value: (t) => t.stopCount },
    { header: h.done, value: (t) => t.doneCount },
    { header: h.km, value: (t) => km(t.distanceMeters) },
    { header: h.minutes, value: (t) => t.durationMinutes },
    { header: h.kmBefore, value: (t) => km(t.before?.distanceMeters) },
    { header: h.minutesBefore, value: (t) => t.before?.durationMinutes ?? null },
  ];
}
