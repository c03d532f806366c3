import { type BankMovement, type Locale } from '@veloport/domain';
import { exportEuros, type ExportColumn } from '../../../platform/export';

const HEADERS: Record<Locale, Record<'date' | 'amount' | 'name' | 'account' | 'communication' | 'text', string>> = {
  fr: {
    date: 'Date',
    amount: 'Montant (€)',
    name: 'Contrepartie',
    account: 'Compte',
    communication: 'Communication structurée',
    text: 'Communication libre',
  },
  en: {
    date: 'Date',
    amount: 'Amount (€)',
    name: 'Counterparty',
    account: 'Account',
    communication: 'Structured communication',
    text: 'Free text',
  },
  nl: {
    date: 'Datum',
    amount: 'Bedrag (€)',
    name: 'Tegenpartij',
    account: 'Rekening',
    communication: 'Gestructureerde mededeling',
    text: 'Vrije mededeling',
  },
};

/** The movements waiting to be matched, downloaded in the reader's language. */
export function bankMovementColumns(locale: Locale): ExportColumn<BankMovement>[] {
  const h = HEADERS[locale];
  return [
    { header: h.date, value: (m) => m.date },
    { header: h.amount, value: (m) => exportEuros(m.amountCents) },
    { header: h.name, value: (m) => m.counterpartyName },
    { header: h.account, value: (m) => m.counterpartyAccount },
    { header: h.communication, value: (m) => m.structuredCommunication },
    { header: h.text, value: (m) => m.freeText },
  ];
}
