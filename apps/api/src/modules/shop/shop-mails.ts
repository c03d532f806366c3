import { formatDate, formatIban, formatPrice, type Locale, type ShopDeliveryMethod, type ShopPaymentMethod } from '@veloport/domain';
import { wordsOf } from '../../platform/words';

type Address = { street: string; postalCode: string; city: string; country: string } | null;
const addressText = (a: Address) => (a ? `${a.street}, ${a.postalCode} ${a.city}` : '');

/**
 * The confirmation of a web shop order in the customer's language (decision 073's catalogues): the lines, the
 * delivery and its day, what to pay and how, the terms and the tracking link (cancel, withdraw).
 */
export function confirmationMail(o: {
  locale: Locale;
  name: string;
  number: string;
  link: string;
  lines: { quantity: number; label: string; inclVatCents: number }[];
  discountCents: number;
  giftCardCents: number;
  delivery: { method: ShopDeliveryMethod; address: Address; store: string | null; date: string | null; priceCents: number };
  payment: { method: ShopPaymentMethod; totalCents: number; iban: string; communication: string | null };
}) {
  const t = wordsOf(o.locale, 'mails', 'shop');
  const lines = [
    ...o.lines.map((l) => t('confirmation.line', { quantity: l.quantity, label: l.label, amount: formatPrice(l.inclVatCents, o.locale) })),
    ...(o.discountCents ? [t('confirmation.discount', { amount: formatPrice(o.discountCents, o.locale) })] : []),
    ...(o.giftCardCents ? [t('confirmation.giftCard', { amount: formatPrice(o.giftCardCents, o.locale) })] : []),
  ];
  const delivery = t(`delivery.${o.delivery.method}`, {
    address: addressText(o.delivery.address),
    store: o.delivery.store ?? '',
    date: formatDate(o.delivery.date),
    price: formatPrice(o.delivery.priceCents, o.locale),
  });
  const payment = t(`payment.${o.payment.method}`, {
    amount: formatPrice(o.payment.totalCents, o.locale),
    iban: o.payment.iban,
    communication: o.payment.communication ?? '',
  });
  return {
    subject: t('confirmation.subject', { number: o.number }),
    text: t('confirmation.text', {
      name: o.name,
      number: o.number,
      lines: lines.join('\n'),
      delivery,
      total: formatPrice(o.payment.totalCents, o.locale),
      payment,
      link: o.link,
    }),
  };
}

/** A cancellation or a withdrawal, confirmed to the customer. */
export function stepMail(step: 'cancelled' | 'withdrawal', o: { locale: Locale; name: string; number: string; link: string }) {
  const t = wordsOf(o.locale, 'mails', 'shop');
  return { subject: t(`${step}.subject`, { number: o.number }), text: t(`${step}.text`, { name: o.name, number: o.number, link: o.link }) };
}

/** The order left the shop, or waits at the store for its pick-up (and its payment when it is paid there). */
export function shippedMail(o: {
  locale: Locale;
  name: string;
  number: string;
  method: ShopDeliveryMethod;
  store: string | null;
  payInStore: boolean;
}) {
  const t = wordsOf(o.locale, 'mails', 'shop');
  const step = o.method === 'store_pickup' ? 'ready' : 'shipped';
  const words = { name: o.name, number: o.number, store: o.store ?? '' };
  return {
    subject: t(`${step}.subject`, words),
    text: [t(`${step}.text`, words), ...(o.payInStore ? [t('ready.payThere')] : []), t('signature')].join('\n\n'),
  };
}

/** A gift card line's name, in the customer's language. */
export const giftCardLabel = (locale: Locale) => wordsOf(locale, 'mails', 'shop')('giftCard');

/**
 * A paid order refunded (decision 111): what is given back (the lines, the delivery), how and when — the gift card's
 * part back on the card, the rest by the means staff chose. `lines` are the order's goods (cards it bought stay sold).
 */
export function refundMail(o: {
  locale: Locale;
  name: string;
  number: string;
  totalCents: number;
  lines: { quantity: number; label: string; inclVatCents: number }[];
  deliveryCents: number;
  parts: { means: 'gift_card' | 'online' | 'transfer' | 'cash' | 'other'; amountCents: number; date: string; iban: string | null }[];
}) {
  const t = wordsOf(o.locale, 'mails', 'shop');
  const price = (cents: number) => formatPrice(cents, o.locale);
  const lines = [
    ...o.lines.map((l) => t('confirmation.line', { quantity: l.quantity, label: l.label, amount: price(l.inclVatCents) })),
    ...(o.deliveryCents ? [t('refund.delivery', { amount: price(o.deliveryCents) })] : []),
  ];
  const means = o.parts.map((p) =>
    t(`refund.${p.means === 'gift_card' ? 'giftCard' : p.means}`, {
      amount: price(p.amountCents),
      date: formatDate(p.date),
      iban: p.iban ? formatIban(p.iban) : '',
    }),
  );
  const words = { name: o.name, number: o.number, total: price(o.totalCents), lines: lines.join('\n'), means: means.join('\n') };
  return { subject: t('refund.subject', words), text: [t('refund.text', words), t('signature')].join('\n\n') };
}
