import type { BillBikeLinkItem, BillSourceItem, BillToLinkItem, Locale } from '@veloport/domain';
import { exportEuros, type ExportColumn } from '../../../platform/export';

type Headers = Record<
  | 'id'
  | 'label'
  | 'customer'
  | 'date'
  | 'stage'
  | 'lines'
  | 'excl'
  | 'vat'
  | 'incl'
  | 'number'
  | 'status'
  | 'frameNumber'
  | 'model'
  | 'sources',
  string
>;

/** The downloaded lists' headers in the reader's language; amounts in euro. */
const HEADERS: Record<Locale, Headers> = {
  fr: {
    id: 'N°',
    label: 'Objet',
    customer: 'Client',
    date: 'Date',
    stage: 'Étape',
    lines: 'Lignes',
    excl: 'HTVA (€)',
    vat: 'TVA (€)',
    incl: 'TVAC (€)',
    number: 'Facture',
    status: 'Statut',
    frameNumber: 'N° de cadre',
    model: 'Modèle',
    sources: 'Sources',
  },
  en: {
    id: 'No.',
    label: 'What',
    customer: 'Customer',
    date: 'Date',
    stage: 'Stage',
    lines: 'Lines',
    excl: 'Excl. VAT (€)',
    vat: 'VAT (€)',
    incl: 'Incl. VAT (€)',
    number: 'Bill',
    status: 'Status',
    frameNumber: 'Frame number',
    model: 'Model',
    sources: 'Sources',
  },
  nl: {
    id: 'Nr.',
    label: 'Onderwerp',
    customer: 'Klant',
    date: 'Datum',
    stage: 'Stap',
    lines: 'Lijnen',
    excl: 'Excl. btw (€)',
    vat: 'Btw (€)',
    incl: 'Incl. btw (€)',
    number: 'Factuur',
    status: 'Status',
    frameNumber: 'Framenummer',
    model: 'Model',
    sources: 'Bronnen',
  },
};

export function billSourceColumns(language: Locale): ExportColumn<BillSourceItem>[] {
  const h = HEADERS[language];
  return [
    { header: h.id, value: (r) => r.id },
    { header: h.label, value: (r) => r.label },
    { header: h.customer, value: (r) => r.customer.name },
    { header: h.date, value: (r) => r.date },
    { header: h.stage, value: (r) => r.stage },
    { header: h.lines, value: (r) => r.lineCount },
    { header: h.excl, value: (r) => exportEuros(r.exclVatCents) },
    { header: h.vat, value: (r) => exportEuros(r.vatCents) },
    { header: h.incl, value: (r) => exportEuros(r.inclVatCents) },
  ];
}

export function bikeLinkColumns(language: Locale): ExportColumn<BillBikeLinkItem>[] {
  const h = HEADERS[language];
  return [
    { header: h.number, value: (r) => r.number },
    { header: h.customer, value: (r) => r.customerName },
    { header: h.date, value: (r) => r.issueDate },
    { header: h.frameNumber, value: (r) => r.bike.frameNumber },
    { header: h.model, value: (r) => r.bike.model },
    { header: h.incl, value: (r) => exportEuros(r.inclVatCents) },
  ];
}

export function toLinkColumns(language: Locale): ExportColumn<BillToLinkItem>[] {
  const h = HEADERS[language];
  return [
    { header: h.number, value: (r) => r.number },
    { header: h.status, value: (r) => r.status },
    { header: h.customer, value: (r) => r.customerName },
    { header: h.date, value: (r) => r.issueDate },
    { header: h.sources, value: (r) => r.sourceKinds.join(', ') },
    { header: h.incl, value: (r) => exportEuros(r.inclVatCents) },
  ];
}
