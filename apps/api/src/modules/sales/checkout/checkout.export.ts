import { formatDateTime, type Locale, type Ticket } from '@veloport/domain';
import { exportEuros as euros, exportWord as word, type ExportColumn } from '../../../platform/export';

/** The tickets list as a spreadsheet (CSV or XLSX), headers in the reader's language. */
const HEADERS: Record<
  Locale,
  Record<
    | 'number'
    | 'date'
    | 'customer'
    | 'email'
    | 'company'
    | 'store'
    | 'cashier'
    | 'payment'
    | 'items'
    | 'discount'
    | 'exclVat'
    | 'vat'
    | 'inclVat'
    | 'promoCode'
    | 'promoDiscount'
    | 'giftCard'
    | 'giftCardsSold'
    | 'paid'
    | 'billed',
    string
  >
> = {
  fr: {
    number: 'Ticket',
    date: 'Date',
    customer: 'Client',
    email: 'E-mail',
    company: 'Société',
    store: 'Magasin',
    cashier: 'Vendeur',
    payment: 'Paiement',
    items: 'Articles',
    discount: 'Remise %',
    exclVat: 'Total HTVA',
    vat: 'TVA',
    inclVat: 'Total TVAC',
    promoCode: 'Code promo',
    promoDiscount: 'Remise code TVAC',
    giftCard: 'Carte cadeau',
    giftCardsSold: 'Cartes cadeaux vendues (hors TVA)',
    paid: 'Payé hors carte',
    billed: 'Facturé le',
  },
  en: {
    number: 'Ticket',
    date: 'Date',
    customer: 'Customer',
    email: 'E-mail',
    company: 'Company',
    store: 'Store',
    cashier: 'Cashier',
    payment: 'Payment',
    items: 'Items',
    discount: 'Discount %',
    exclVat: 'Total excl. VAT',
    vat: 'VAT',
    inclVat: 'Total incl. VAT',
    promoCode: 'Promo code',
    promoDiscount: 'Code discount incl. VAT',
    giftCard: 'Gift card',
    giftCardsSold: 'Gift cards sold (outside VAT)',
    paid: 'Paid besides the card',
    billed: 'Billed on',
  },
  nl: {
    number: 'Ticket',
    date: 'Datum',
    customer: 'Klant',
    email: 'E-mail',
    company: 'Bedrijf',
    store: 'Winkel',
    cashier: 'Verkoper',
    payment: 'Betaling',
    items: 'Artikelen',
    discount: 'Korting %',
    exclVat: 'Totaal excl. btw',
    vat: 'Btw',
    inclVat: 'Totaal incl. btw',
    promoCode: 'Promocode',
    promoDiscount: 'Korting code incl. btw',
    giftCard: 'Cadeaubon',
    giftCardsSold: 'Verkochte cadeaubonnen (buiten btw)',
    paid: 'Betaald buiten de bon',
    billed: 'Gefactureerd op',
  },
};
const METHODS: Record<Locale, Record<string, string>> = {
  fr: { cash: 'Espèces', card: 'Carte', transfer: 'Virement' },
  en: { cash: 'Cash', card: 'Card', transfer: 'Bank transfer' },
  nl: { cash: 'Contant', card: 'Kaart', transfer: 'Overschrijving' },
};
const ANONYMOUS: Record<Locale, string> = { fr: 'Client de passage', en: 'Walk-in customer', nl: 'Passant' };

export function ticketColumns(locale: Locale): ExportColumn<Ticket>[] {
  const h = HEADERS[locale];
  return [
    { header: h.number, value: (r) => r.number },
    { header: h.date, value: (r) => formatDateTime(r.createdAt) },
    { header: h.customer, value: (r) => r.customer?.name ?? ANONYMOUS[locale] },
    { header: h.email, value: (r) => r.customer?.email ?? null },
    { header: h.company, value: (r) => r.company?.name ?? null },
    { header: h.store, value: (r) => r.store.name },
    { header: h.cashier, value: (r) => r.cashier?.name ?? null },
    { header: h.payment, value: (r) => word(METHODS[locale], r.paymentMethod) },
    { header: h.items, value: (r) => r.itemCount },
    { header: h.discount, value: (r) => r.discountPercent },
    { header: h.exclVat, value: (r) => euros(r.totals.exclVatCents) },
    { header: h.vat, value: (r) => euros(r.totals.vatCents) },
    { header: h.inclVat, value: (r) => euros(r.totals.inclVatCents) },
    { header: h.promoCode, value: (r) => r.promo?.code ?? null },
    { header: h.promoDiscount, value: (r) => (r.promo ? euros(r.promo.discountCents) : null) },
    { header: h.giftCard, value: (r) => (r.giftCard ? euros(r.giftCard.amountCents) : null) },
    // Decision 063: outside the VAT totals, paid with the rest.
    { header: h.giftCardsSold, value: (r) => (r.giftCardsSoldCents ? euros(r.giftCardsSoldCents) : null) },
    { header: h.paid, value: (r) => euros(r.toPayCents) },
    { header: h.billed, value: (r) => (r.billedAt ? formatDateTime(r.billedAt) : null) },
  ];
}
