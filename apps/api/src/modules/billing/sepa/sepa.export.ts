import { formatDate, formatIban, type Locale, type SepaBatch, type SepaMandate } from '@veloport/domain';
import { exportEuros, exportWord as word, type ExportColumn } from '../../../platform/export';

/** The downloaded lists' words in the reader's language (the web's `sepa` catalogue says the same). */
const WORDS: Record<
  Locale,
  {
    m: Record<'reference' | 'status' | 'kind' | 'customer' | 'debtor' | 'iban' | 'bic' | 'signed' | 'debits' | 'last', string>;
    b: Record<'message' | 'status' | 'date' | 'count' | 'total' | 'createdAt', string>;
    statuses: Record<string, string>;
  }
> = {
  fr: {
    m: {
      reference: 'Référence',
      status: 'Statut',
      kind: 'Type',
      customer: 'Client',
      debtor: 'Débiteur',
      iban: 'IBAN',
      bic: 'BIC',
      signed: 'Signé le',
      debits: 'Prélèvements',
      last: 'Dernier prélèvement',
    },
    b: {
      message: 'Identifiant',
      status: 'Statut',
      date: 'Date de prélèvement',
      count: 'Prélèvements',
      total: 'Total (€)',
      createdAt: 'Créé le',
    },
    statuses: { active: 'Actif', revoked: 'Révoqué', open: 'Ouvert', closed: 'Clôturé', recurrent: 'Récurrent', one_off: 'Unique' },
  },
  en: {
    m: {
      reference: 'Reference',
      status: 'Status',
      kind: 'Kind',
      customer: 'Customer',
      debtor: 'Debtor',
      iban: 'IBAN',
      bic: 'BIC',
      signed: 'Signed on',
      debits: 'Debits',
      last: 'Last collection',
    },
    b: { message: 'Identifier', status: 'Status', date: 'Collection date', count: 'Debits', total: 'Total (€)', createdAt: 'Created on' },
    statuses: { active: 'Active', revoked: 'Revoked', open: 'Open', closed: 'Closed', recurrent: 'Recurrent', one_off: 'One-off' },
  },
  nl: {
    m: {
      reference: 'Referentie',
      status: 'Status',
      kind: 'Soort',
      customer: 'Klant',
      debtor: 'Schuldenaar',
      iban: 'IBAN',
      bic: 'BIC',
      signed: 'Ondertekend op',
      debits: 'Inningen',
      last: 'Laatste inning',
    },
    b: { message: 'Kenmerk', status: 'Status', date: 'Inningsdatum', count: 'Inningen', total: 'Totaal (€)', createdAt: 'Aangemaakt op' },
    statuses: { active: 'Actief', revoked: 'Herroepen', open: 'Open', closed: 'Afgesloten', recurrent: 'Terugkerend', one_off: 'Eenmalig' },
  },
};

export function mandateColumns(locale: Locale): ExportColumn<SepaMandate>[] {
  const w = WORDS[locale];
  return [
    { header: w.m.reference, value: (r) => r.reference },
    { header: w.m.status, value: (r) => word(w.statuses, r.status) },
    { header: w.m.kind, value: (r) => word(w.statuses, r.kind) },
    { header: w.m.customer, value: (r) => r.customer.name },
    { header: w.m.debtor, value: (r) => r.debtorName },
    { header: w.m.iban, value: (r) => formatIban(r.iban) },
    { header: w.m.bic, value: (r) => r.bic },
    { header: w.m.signed, value: (r) => formatDate(r.signatureDate) },
    { header: w.m.debits, value: (r) => r.debits },
    { header: w.m.last, value: (r) => (r.lastCollectionDate ? formatDate(r.lastCollectionDate) : '') },
  ];
}

export function batchColumns(locale: Locale): ExportColumn<SepaBatch>[] {
  const w = WORDS[locale];
  return [
    { header: w.b.message, value: (r) => r.messageId },
    { header: w.b.status, value: (r) => word(w.statuses, r.status) },
    { header: w.b.date, value: (r) => formatDate(r.collectionDate) },
    { header: w.b.count, value: (r) => r.count },
    { header: w.b.total, value: (r) => exportEuros(r.totalCents) },
    { header: w.b.createdAt, value: (r) => formatDate(r.createdAt) },
  ];
}
