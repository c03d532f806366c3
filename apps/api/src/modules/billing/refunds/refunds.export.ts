import { formatDate, type Locale, type Refund } from '@veloport/domain';
import { exportEuros, exportWord as word, type ExportColumn } from '../../../platform/export';

type Words = {
  headers: Record<'date' | 'customer' | 'bill' | 'amount' | 'method' | 'status' | 'beneficiary' | 'iban' | 'bic' | 'batch', string>;
  statuses: Record<Refund['status'], string>;
  methods: Record<Refund['method'], string>;
};

const WORDS: Record<Locale, Words> = {
  fr: {
    headers: {
      date: 'Date',
      customer: 'Client',
      bill: 'Facture',
      amount: 'Montant (€)',
      method: 'Mode',
      status: 'Statut',
      beneficiary: 'Bénéficiaire',
      iban: 'IBAN',
      bic: 'BIC',
      batch: 'Fichier de virements',
    },
    statuses: { pending: 'À virer', batched: 'Dans un fichier', done: 'Remboursé' },
    methods: { transfer: 'Virement', cash: 'Espèces', other: 'Autre' },
  },
  en: {
    headers: {
      date: 'Date',
      customer: 'Customer',
      bill: 'Bill',
      amount: 'Amount (€)',
      method: 'Method',
      status: 'Status',
      beneficiary: 'Beneficiary',
      iban: 'IBAN',
      bic: 'BIC',
      batch: 'Transfer file',
    },
    statuses: { pending: 'To transfer', batched: 'In a file', done: 'Refunded' },
    methods: { transfer: 'Transfer', cash: 'Cash', other: 'Other' },
  },
  nl: {
    headers: {
      date: 'Datum',
      customer: 'Klant',
      bill: 'Factuur',
      amount: 'Bedrag (€)',
      method: 'Wijze',
      status: 'Status',
      beneficiary: 'Begunstigde',
      iban: 'IBAN',
      bic: 'BIC',
      batch: 'Overschrijvingsbestand',
    },
    statuses: { pending: 'Over te schrijven', batched: 'In een bestand', done: 'Terugbetaald' },
    methods: { transfer: 'Overschrijving', cash: 'Contant', other: 'Andere' },
  },
};

/** The columns of the refunds download (decision 065), in the reader's language; euros as numbers Excel sums. */
export function refundColumns(locale: Locale): ExportColumn<Refund>[] {
  const w = WORDS[locale];
  const h = w.headers;
  return [
    { header: h.date, value: (r) => formatDate(r.date) },
    { header: h.customer, value: (r) => r.bill.customerName },
    { header: h.bill, value: (r) => r.bill.number },
    { header: h.amount, value: (r) => exportEuros(r.amountCents) },
    { header: h.method, value: (r) => word(w.methods, r.method) },
    { header: h.status, value: (r) => word(w.statuses, r.status) },
    { header: h.beneficiary, value: (r) => r.beneficiaryName },
    { header: h.iban, value: (r) => r.iban },
    { header: h.bic, value: (r) => r.bic },
    { header: h.batch, value: (r) => r.batch?.messageId ?? null },
  ];
}
