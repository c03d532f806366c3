import { formatDate, type Locale, type ServiceCategory, type ServicePrice } from '@veloport/domain';
import { exportEuros, exportWord as word, type ExportColumn } from '../../../platform/export';

type Words = {
  headers: Record<
    'description' | 'category' | 'price' | 'net' | 'vat' | 'store' | 'displayed' | 'billed' | 'createdAt' | 'updatedAt',
    string
  >;
  categories: Record<ServiceCategory, string>;
  yes: string;
  no: string;
};

/** The downloaded price list's words in the reader's language (the web's `workshop` catalogue says the same). */
const WORDS: Record<Locale, Words> = {
  fr: {
    headers: {
      description: 'Description',
      category: 'Catégorie',
      price: 'Prix TVAC (€)',
      net: 'Prix HTVA (€)',
      vat: 'TVA (%)',
      store: 'Magasin',
      displayed: 'Affiché',
      billed: 'Facturé sur 12 mois (€)',
      createdAt: 'Créé le',
      updatedAt: 'Modifié le',
    },
    categories: {
      other: 'Autres',
      steering: 'Direction',
      brakes: 'Freins',
      cleaning: 'Nettoyage',
      pack: 'Pack',
      crankset: 'Pédalier',
      wheels: 'Roues',
      transmission: 'Transmission',
    },
    yes: 'Oui',
    no: 'Non',
  },
  en: {
    headers: {
      description: 'Description',
      category: 'Category',
      price: 'Price incl. VAT (€)',
      net: 'Price excl. VAT (€)',
      vat: 'VAT (%)',
      store: 'Store',
      displayed: 'Displayed',
      billed: 'Billed over 12 months (€)',
      createdAt: 'Created on',
      updatedAt: 'Updated on',
    },
    categories: {
      other: 'Other',
      steering: 'Steering',
      brakes: 'Brakes',
      cleaning: 'Cleaning',
      pack: 'Pack',
      crankset: 'Crankset',
      wheels: 'Wheels',
      transmission: 'Transmission',
    },
    yes: 'Yes',
    no: 'No',
  },
  nl: {
    headers: {
      description: 'Omschrijving',
      category: 'Categorie',
      price: 'Prijs incl. btw (€)',
      net: 'Prijs excl. btw (€)',
      vat: 'Btw (%)',
      store: 'Winkel',
      displayed: 'Getoond',
      billed: 'Gefactureerd over 12 maanden (€)',
      createdAt: 'Aangemaakt op',
      updatedAt: 'Gewijzigd op',
    },
    categories: {
      other: 'Overige',
      steering: 'Stuur',
      brakes: 'Remmen',
      cleaning: 'Reiniging',
      pack: 'Pakket',
      crankset: 'Trapas',
      wheels: 'Wielen',
      transmission: 'Aandrijving',
    },
    yes: 'Ja',
    no: 'Nee',
  },
};

export function servicePriceColumns(locale: Locale): ExportColumn<ServicePrice>[] {
  const w = WORDS[locale];
  const h = w.headers;
  return [
    { header: 'ID', value: (s) => s.id },
    { header: `${h.description} (FR)`, value: (s) => s.description.fr },
    { header: `${h.description} (NL)`, value: (s) => s.description.nl },
    { header: `${h.description} (EN)`, value: (s) => s.description.en },
    { header: h.category, value: (s) => word(w.categories, s.category) },
    { header: h.price, value: (s) => exportEuros(s.priceInclVatCents) },
    { header: h.net, value: (s) => exportEuros(s.vat.netCents) },
    { header: h.vat, value: (s) => s.vat.rate },
    { header: h.store, value: (s) => s.store.name },
    { header: h.displayed, value: (s) => (s.displayed ? w.yes : w.no) },
    { header: h.billed, value: (s) => exportEuros(s.billedLast12MonthsCents) },
    { header: h.createdAt, value: (s) => formatDate(s.createdAt) },
    { header: h.updatedAt, value: (s) => formatDate(s.updatedAt) },
  ];
}
