import { formatDate, type BillKind, type BillListItem, type BillStatus, type Locale } from '@veloport/domain';
import { exportWord as word, type ExportColumn } from '../../../platform/export';

type Words = {
  headers: Record<
    'number' | 'kind' | 'status' | 'customer' | 'vatNumber' | 'issueDate' | 'dueDate' | 'excl' | 'vat' | 'incl' | 'paid' | 'communication',
    string
  >;
  statuses: Record<BillStatus, string>;
  kinds: Record<BillKind, string>;
};

/** The downloaded list's words in the reader's language. Amounts in euro with two decimals, as accountants read them. */
const WORDS: Record<Locale, Words> = {
  fr: {
    headers: {
      number: 'Numéro',
      kind: 'Type',
      status: 'Statut',
      customer: 'Client',
      vatNumber: 'N° de TVA',
      issueDate: 'Date',
      dueDate: 'Échéance',
      excl: 'HTVA (€)',
      vat: 'TVA (€)',
      incl: 'TVAC (€)',
      paid: 'Payé (€)',
      communication: 'Communication structurée',
    },
    statuses: {
      draft: 'Brouillon',
      issued: 'Émise',
      sent: 'Envoyée',
      partly_paid: 'Payée en partie',
      paid: 'Payée',
      overdue: 'En retard',
      credited: 'Créditée',
    },
    kinds: { invoice: 'Facture', credit_note: 'Note de crédit' },
  },
  en: {
    headers: {
      number: 'Number',
      kind: 'Kind',
      status: 'Status',
      customer: 'Customer',
      vatNumber: 'VAT number',
      issueDate: 'Date',
      dueDate: 'Due date',
      excl: 'Excl. VAT (€)',
      vat: 'VAT (€)',
      incl: 'Incl. VAT (€)',
      paid: 'Paid (€)',
      communication: 'Structured communication',
    },
    statuses: {
      draft: 'Draft',
      issued: 'Issued',
      sent: 'Sent',
      partly_paid: 'Partly paid',
      paid: 'Paid',
      overdue: 'Overdue',
      credited: 'Credited',
    },
    kinds: { invoice: 'Invoice', credit_note: 'Credit note' },
  },
  nl: {
    headers: {
      number: 'Nummer',
      kind: 'Soort',
      status: 'Status',
      customer: 'Klant',
      vatNumber: 'Btw-nummer',
      issueDate: 'Datum',
      dueDate: 'Vervaldag',
      excl: 'Excl. btw (€)',
      vat: 'Btw (€)',
      incl: 'Incl. btw (€)',
      paid: 'Betaald (€)',
      communication: 'Gestructureerde mededeling',
    },
    statuses: {
      draft: 'Ontwerp',
      issued: 'Uitgereikt',
      sent: 'Verstuurd',
      partly_paid: 'Deels betaald',
      paid: 'Betaald',
      overdue: 'Achterstallig',
      credited: 'Gecrediteerd',
    },
    kinds: { invoice: 'Factuur', credit_note: 'Creditnota' },
  },
};

const euro = (cents: number) => (cents / 100).toFixed(2);

export function billColumns(locale: Locale): ExportColumn<BillListItem>[] {
  const w = WORDS[locale];
  const h = w.headers;
  return [
    { header: h.number, value: (b) => b.number },
    { header: h.kind, value: (b) => word(w.kinds, b.kind) },
    { header: h.status, value: (b) => word(w.statuses, b.status) },
    { header: h.customer, value: (b) => b.customer.name },
    { header: h.vatNumber, value: (b) => b.customer.vatNumber },
    { header: h.issueDate, value: (b) => (b.issueDate ? formatDate(b.issueDate) : null) },
    { header: h.dueDate, value: (b) => (b.dueDate ? formatDate(b.dueDate) : null) },
    { header: h.excl, value: (b) => euro(b.totals.exclVatCents) },
    { header: h.vat, value: (b) => euro(b.totals.vatCents) },
    { header: h.incl, value: (b) => euro(b.totals.inclVatCents) },
    { header: h.paid, value: (b) => euro(b.paidCents) },
    { header: h.communication, value: (b) => b.structuredCommunication },
  ];
}
