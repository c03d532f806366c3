import { type BankMovement, type Locale } from '@veloport/domain';
import { downloadWords, exportEuros, type ExportColumn } from '../../../platform/export';

/** The movements waiting to be matched, downloaded in the reader's language. */
export function bankMovementColumns(locale: Locale): ExportColumn<BankMovement>[] {
  const { headers: h } = downloadWords(locale, 'bankMovements');
  return [
    { header: h('date'), value: (m) => m.date },
    { header: h('amount'), value: (m) => exportEuros(m.amountCents) },
    { header: h('name'), value: (m) => m.counterpartyName },
    { header: h('account'), value: (m) => m.counterpartyAccount },
    { header: h('communication'), value: (m) => m.structuredCommunication },
    { header: h('text'), value: (m) => m.freeText },
  ];
}
