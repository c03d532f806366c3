import { type Locale, type PromoCode } from '@veloport/domain';
import { exportEuros, type ExportColumn } from '../../../platform/export';

type Words = Record<
  'code' | 'discount' | 'startsOn' | 'endsOn' | 'maxUses' | 'perCustomer' | 'minimum' | 'active' | 'uses' | 'yes' | 'no',
  string
>;

/** The downloaded list's words in the reader's language (the web's `payments` catalogue says the same). */
const WORDS: Record<Locale, Words> = {
  fr: {
    code: 'Code',
    discount: 'Réduction',
    startsOn: 'Du',
    endsOn: 'Au',
    maxUses: 'Utilisations max.',
    perCustomer: 'Par client',
    minimum: 'Commande min. (€)',
    active: 'Actif',
    uses: 'Utilisations',
    yes: 'oui',
    no: 'non',
  },
  en: {
    code: 'Code',
    discount: 'Discount',
    startsOn: 'From',
    endsOn: 'Until',
    maxUses: 'Max. uses',
    perCustomer: 'Per customer',
    minimum: 'Min. order (€)',
    active: 'Active',
    uses: 'Uses',
    yes: 'yes',
    no: 'no',
  },
  nl: {
    code: 'Code',
    discount: 'Korting',
    startsOn: 'Van',
    endsOn: 'Tot',
    maxUses: 'Max. gebruik',
    perCustomer: 'Per klant',
    minimum: 'Min. bestelling (€)',
    active: 'Actief',
    uses: 'Gebruikt',
    yes: 'ja',
    no: 'nee',
  },
};

export function promoCodeColumns(locale: Locale): ExportColumn<PromoCode>[] {
  const w = WORDS[locale];
  return [
    { header: w.code, value: (r) => r.code },
    { header: w.discount, value: (r) => (r.kind === 'percent' ? `${r.value} %` : `${(r.value / 100).toFixed(2)} €`) },
    { header: w.startsOn, value: (r) => r.startsOn },
    { header: w.endsOn, value: (r) => r.endsOn },
    { header: w.maxUses, value: (r) => r.maxUses },
    { header: w.perCustomer, value: (r) => r.perCustomerLimit },
    { header: w.minimum, value: (r) => exportEuros(r.minimumOrderCents) },
    { header: w.active, value: (r) => (r.active ? w.yes : w.no) },
    { header: w.uses, value: (r) => r.usesCount },
  ];
}
