import { formatDate, type InsuranceFollowUp, type InsuranceKind, type InsuranceStatus, type Locale } from '@veloport/domain';
import { exportEuros, exportWord as word, type ExportColumn } from '../../../platform/export';

type Words = {
  headers: Record<
    | 'createdAt'
    | 'kind'
    | 'status'
    | 'eventDate'
    | 'frameNumber'
    | 'bike'
    | 'company'
    | 'insurer'
    | 'policy'
    | 'claimReference'
    | 'claimed'
    | 'paid'
    | 'description',
    string
  >;
  kinds: Record<InsuranceKind, string>;
  statuses: Record<InsuranceStatus, string>;
};

/** The downloaded list's words in the reader's language (the web's `insurance` catalogue says the same). */
const WORDS: Record<Locale, Words> = {
  fr: {
    headers: {
      createdAt: 'Ouvert le',
      kind: 'Type',
      status: 'Statut',
      eventDate: 'Date',
      frameNumber: 'N° de cadre',
      bike: 'Vélo',
      company: 'Société',
      insurer: 'Assureur',
      policy: 'N° de police',
      claimReference: 'Réf. assureur',
      claimed: 'Montant réclamé (EUR)',
      paid: 'Montant payé (EUR)',
      description: 'Description',
    },
    kinds: { theft: 'Vol', damage: 'Dégât', renewal: 'Renouvellement' },
    statuses: { open: 'Ouvert', submitted: 'Envoyé', accepted: 'Accepté', refused: 'Refusé', paid: 'Payé', closed: 'Clôturé' },
  },
  en: {
    headers: {
      createdAt: 'Opened on',
      kind: 'Kind',
      status: 'Status',
      eventDate: 'Date',
      frameNumber: 'Frame number',
      bike: 'Bike',
      company: 'Company',
      insurer: 'Insurer',
      policy: 'Policy number',
      claimReference: 'Insurer ref.',
      claimed: 'Amount claimed (EUR)',
      paid: 'Amount paid (EUR)',
      description: 'Description',
    },
    kinds: { theft: 'Theft', damage: 'Damage', renewal: 'Renewal' },
    statuses: { open: 'Open', submitted: 'Submitted', accepted: 'Accepted', refused: 'Refused', paid: 'Paid', closed: 'Closed' },
  },
  nl: {
    headers: {
      createdAt: 'Geopend op',
      kind: 'Soort',
      status: 'Status',
      eventDate: 'Datum',
      frameNumber: 'Framenummer',
      bike: 'Fiets',
      company: 'Bedrijf',
      insurer: 'Verzekeraar',
      policy: 'Polisnummer',
      claimReference: 'Ref. verzekeraar',
      claimed: 'Gevraagd bedrag (EUR)',
      paid: 'Betaald bedrag (EUR)',
      description: 'Beschrijving',
    },
    kinds: { theft: 'Diefstal', damage: 'Schade', renewal: 'Vernieuwing' },
    statuses: { open: 'Open', submitted: 'Ingediend', accepted: 'Aanvaard', refused: 'Geweigerd', paid: 'Betaald', closed: 'Afgesloten' },
  },
};

export function insuranceColumns(locale: Locale): ExportColumn<InsuranceFollowUp>[] {
  const w = WORDS[locale];
  const h = w.headers;
  return [
    { header: 'ID', value: (f) => f.id },
    { header: h.createdAt, value: (f) => formatDate(f.createdAt) },
    { header: h.kind, value: (f) => word(w.kinds, f.kind) },
    { header: h.status, value: (f) => word(w.statuses, f.status) },
    { header: h.eventDate, value: (f) => formatDate(f.eventDate) },
    { header: h.frameNumber, value: (f) => f.bike.frameNumber },
    { header: h.bike, value: (f) => f.bike.label },
    { header: h.company, value: (f) => f.company?.name },
    { header: h.insurer, value: (f) => f.insurer },
    { header: h.policy, value: (f) => f.insurancePolicy },
    { header: h.claimReference, value: (f) => f.claimReference },
    { header: h.claimed, value: (f) => exportEuros(f.amountClaimedCents) },
    { header: h.paid, value: (f) => exportEuros(f.amountPaidCents) },
    { header: h.description, value: (f) => f.description },
  ];
}
