import { formatDateTime, type AssistanceReport, type Locale } from '@veloport/domain';
import { exportWord, type ExportColumn } from '../../../platform/export';
import { assistanceKindWord } from './assistance-mails';

type Word =
  'number' | 'createdAt' | 'status' | 'kind' | 'bike' | 'reservation' | 'building' | 'company' | 'reporter' | 'comment' | 'resolvedAt';
const WORDS: Record<Locale, Record<Word, string>> = {
  fr: {
    number: 'N°',
    createdAt: 'Signalé le',
    status: 'Statut',
    kind: 'Problème',
    bike: 'Vélo',
    reservation: 'Réservation',
    building: 'Bâtiment',
    company: 'Société',
    reporter: 'Signalé par',
    comment: 'Commentaire',
    resolvedAt: 'Résolu le',
  },
  en: {
    number: 'No.',
    createdAt: 'Reported on',
    status: 'Status',
    kind: 'Problem',
    bike: 'Bike',
    reservation: 'Reservation',
    building: 'Building',
    company: 'Company',
    reporter: 'Reported by',
    comment: 'Comment',
    resolvedAt: 'Resolved on',
  },
  nl: {
    number: 'Nr.',
    createdAt: 'Gemeld op',
    status: 'Status',
    kind: 'Probleem',
    bike: 'Fiets',
    reservation: 'Reservering',
    building: 'Gebouw',
    company: 'Bedrijf',
    reporter: 'Gemeld door',
    comment: 'Opmerking',
    resolvedAt: 'Opgelost op',
  },
};
const STATUSES: Record<Locale, Record<string, string>> = {
  fr: { open: 'Ouvert', in_progress: 'En cours', resolved: 'Résolu' },
  en: { open: 'Open', in_progress: 'In progress', resolved: 'Resolved' },
  nl: { open: 'Open', in_progress: 'In behandeling', resolved: 'Opgelost' },
};

export function assistanceColumns(locale: Locale): ExportColumn<AssistanceReport>[] {
  const w = WORDS[locale];
  return [
    { header: w.number, value: (r) => r.id },
    { header: w.createdAt, value: (r) => formatDateTime(r.createdAt) },
    { header: w.status, value: (r) => exportWord(STATUSES[locale], r.status) },
    { header: w.kind, value: (r) => assistanceKindWord(locale, r.kind) },
    { header: w.bike, value: (r) => r.bike.frameNumber },
    { header: w.reservation, value: (r) => r.reservation.code },
    { header: w.building, value: (r) => r.building?.name ?? '' },
    { header: w.company, value: (r) => r.company.name },
    { header: w.reporter, value: (r) => r.reporter.name },
    { header: w.comment, value: (r) => r.comment },
    { header: w.resolvedAt, value: (r) => (r.resolved ? formatDateTime(r.resolved.at) : '') },
  ];
}
