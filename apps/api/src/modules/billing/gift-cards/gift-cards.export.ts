import { type GiftCard, type GiftCardStatus, type Locale } from '@veloport/domain';
import { exportEuros, exportWord as word, type ExportColumn } from '../../../platform/export';

type Words = {
  headers: Record<'code' | 'status' | 'initial' | 'balance' | 'expiresOn' | 'soldVia' | 'buyer' | 'createdAt', string>;
  statuses: Record<GiftCardStatus, string>;
  channels: Record<'till' | 'online', string>;
};

/** The downloaded list's words in the reader's language (the web's `payments` catalogue says the same). */
const WORDS: Record<Locale, Words> = {
  fr: {
    headers: {
      code: 'Code',
      status: 'Statut',
      initial: 'Montant (€)',
      balance: 'Solde (€)',
      expiresOn: 'Expire le',
      soldVia: 'Vendue',
      buyer: 'Acheteur',
      createdAt: 'Créée le',
    },
    statuses: { active: 'Active', used: 'Épuisée', expired: 'Expirée' },
    channels: { till: 'En caisse', online: 'En ligne' },
  },
  en: {
    headers: {
      code: 'Code',
      status: 'Status',
      initial: 'Amount (€)',
      balance: 'Balance (€)',
      expiresOn: 'Expires on',
      soldVia: 'Sold',
      buyer: 'Buyer',
      createdAt: 'Created on',
    },
    statuses: { active: 'Active', used: 'Used up', expired: 'Expired' },
    channels: { till: 'At the till', online: 'Online' },
  },
  nl: {
    headers: {
      code: 'Code',
      status: 'Status',
      initial: 'Bedrag (€)',
      balance: 'Saldo (€)',
      expiresOn: 'Vervalt op',
      soldVia: 'Verkocht',
      buyer: 'Koper',
      createdAt: 'Aangemaakt op',
    },
    statuses: { active: 'Actief', used: 'Opgebruikt', expired: 'Vervallen' },
    channels: { till: 'Aan de kassa', online: 'Online' },
  },
};

export function giftCardColumns(locale: Locale): ExportColumn<GiftCard>[] {
  const w = WORDS[locale];
  return [
    { header: w.headers.code, value: (r) => r.code },
    { header: w.headers.status, value: (r) => word(w.statuses, r.status) },
    { header: w.headers.initial, value: (r) => exportEuros(r.initialCents) },
    { header: w.headers.balance, value: (r) => exportEuros(r.balanceCents) },
    { header: w.headers.expiresOn, value: (r) => r.expiresOn },
    { header: w.headers.soldVia, value: (r) => word(w.channels, r.soldVia) + (r.soldOnTicket ? ` ${r.soldOnTicket.number}` : '') },
    { header: w.headers.buyer, value: (r) => r.buyerName },
    { header: w.headers.createdAt, value: (r) => r.createdAt.slice(0, 10) },
  ];
}
