import { formatDate, type Financing, type FinancingStatus, type Locale } from '@veloport/domain';
import { exportEuros, exportWord as word, type ExportColumn } from '../../../platform/export';

type Words = {
  headers: Record<
    | 'frameNumber'
    | 'bike'
    | 'company'
    | 'financier'
    | 'contractReference'
    | 'financedAmount'
    | 'rate'
    | 'startDate'
    | 'endDate'
    | 'monthlyInstalment'
    | 'status'
    | 'notes',
    string
  >;
  statuses: Record<FinancingStatus, string>;
};

/** The downloaded list's words in the reader's language (the web's `financing` catalogue says the same). */
const WORDS: Record<Locale, Words> = {
  fr: {
    headers: {
      frameNumber: 'N° de cadre',
      bike: 'Vélo',
      company: 'Société',
      financier: 'Financeur',
      contractReference: 'Réf. du contrat',
      financedAmount: 'Montant financé (EUR)',
      rate: 'Taux annuel (%)',
      startDate: 'Début',
      endDate: 'Fin',
      monthlyInstalment: 'Mensualité (EUR)',
      status: 'Statut',
      notes: 'Remarques',
    },
    statuses: { active: 'En cours', ended: 'Terminé', cancelled: 'Annulé' },
  },
  en: {
    headers: {
      frameNumber: 'Frame number',
      bike: 'Bike',
      company: 'Company',
      financier: 'Financier',
      contractReference: 'Contract ref.',
      financedAmount: 'Financed amount (EUR)',
      rate: 'Annual rate (%)',
      startDate: 'Start',
      endDate: 'End',
      monthlyInstalment: 'Monthly instalment (EUR)',
      status: 'Status',
      notes: 'Notes',
    },
    statuses: { active: 'Running', ended: 'Ended', cancelled: 'Cancelled' },
  },
  nl: {
    headers: {
      frameNumber: 'Framenummer',
      bike: 'Fiets',
      company: 'Bedrijf',
      financier: 'Financier',
      contractReference: 'Contractref.',
      financedAmount: 'Gefinancierd bedrag (EUR)',
      rate: 'Jaarlijkse rente (%)',
      startDate: 'Begin',
      endDate: 'Einde',
      monthlyInstalment: 'Maandelijkse aflossing (EUR)',
      status: 'Status',
      notes: 'Opmerkingen',
    },
    statuses: { active: 'Lopend', ended: 'Beëindigd', cancelled: 'Geannuleerd' },
  },
};

export function financingColumns(locale: Locale): ExportColumn<Financing>[] {
  const w = WORDS[locale];
  const h = w.headers;
  return [
    { header: 'ID', value: (f) => f.id },
    { header: h.frameNumber, value: (f) => f.bike.frameNumber },
    { header: h.bike, value: (f) => f.bike.label },
    { header: h.company, value: (f) => f.bike.company?.name },
    { header: h.financier, value: (f) => f.financier },
    { header: h.contractReference, value: (f) => f.contractReference },
    { header: h.financedAmount, value: (f) => exportEuros(f.financedAmountCents) },
    { header: h.rate, value: (f) => f.rateBasisPoints / 100 },
    { header: h.startDate, value: (f) => formatDate(f.startDate) },
    { header: h.endDate, value: (f) => formatDate(f.endDate) },
    { header: h.monthlyInstalment, value: (f) => exportEuros(f.monthlyInstalmentCents) },
    { header: h.status, value: (f) => word(w.statuses, f.status) },
    { header: h.notes, value: (f) => f.notes },
  ];
}
