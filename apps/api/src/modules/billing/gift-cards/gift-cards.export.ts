import { brusselsDayOf, type GiftCard, type Locale } from '@veloport/domain';
import { downloadWords, exportEuros, type ExportColumn } from '../../../platform/export';
import { wordsOf } from '../../../platform/words';

/** The downloaded list in the reader's language, statuses and channels as the gift cards screen says them. */
export function giftCardColumns(locale: Locale): ExportColumn<GiftCard>[] {
  const { headers: h } = downloadWords(locale, 'giftCards');
  const cards = wordsOf(locale, 'payments', 'giftCards');
  return [
    { header: h('code'), value: (r) => r.code },
    { header: h('status'), value: (r) => cards.code('statuses', r.status) },
    { header: h('initial'), value: (r) => exportEuros(r.initialCents) },
    { header: h('balance'), value: (r) => exportEuros(r.balanceCents) },
    { header: h('expiresOn'), value: (r) => r.expiresOn },
    { header: h('soldVia'), value: (r) => cards.code('channels', r.soldVia) + (r.soldOnTicket ? ` ${r.soldOnTicket.number}` : '') },
    { header: h('buyer'), value: (r) => r.buyerName },
    { header: h('createdAt'), value: (r) => brusselsDayOf(r.createdAt) },
  ];
}
