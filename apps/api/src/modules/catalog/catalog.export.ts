import type { BikeModelListItem, FrameType, Locale, UsageType } from '@veloport/domain';
import { exportEuros as euros, exportWord as word, type ExportColumn } from '../../platform/export';

type HeaderKey =
  | 'brand'
  | 'model'
  | 'year'
  | 'frameType'
  | 'sizes'
  | 'usage'
  | 'electric'
  | 'batteryWh'
  | 'engineNm'
  | 'price'
  | 'discountPrice'
  | 'vatRate'
  | 'available';

/**
 * The words of the catalogue download in the reader's language: column headers, and the coded values
 * (frame types, usages) the API answers as codes. Same wording as the screens.
 */
const WORDS: Record<
  Locale,
  { headers: Record<HeaderKey, string>; yesNo: [string, string]; frameTypes: Record<FrameType, string>; usages: Record<UsageType, string> }
> = {
  fr: {
    headers: {
      brand: 'Marque',
      model: 'Modèle',
      year: 'Année',
      frameType: 'Type de cadre',
      sizes: 'Tailles',
      usage: 'Usage',
      electric: 'Électrique',
      batteryWh: 'Batterie (Wh)',
      engineNm: 'Couple moteur (Nm)',
      price: 'Prix catalogue HTVA (€)',
      discountPrice: 'Prix promotionnel HTVA (€)',
      vatRate: 'Taux de TVA (%)',
      available: 'En vente',
    },
    yesNo: ['oui', 'non'],
    frameTypes: { H: 'Cadre haut (diamant)', F: 'Cadre bas (col de cygne)', M: 'Cadre mixte (trapèze)' },
    usages: {
      city: 'Ville',
      trekking: 'Trekking',
      mountain: 'VTT',
      gravel: 'Gravel',
      road: 'Route',
      cargo: 'Cargo',
      speed_pedelec: 'Speed pedelec',
      folding: 'Pliant',
      kids: 'Enfant',
    },
  },
  nl: {
    headers: {
      brand: 'Merk',
      model: 'Model',
      year: 'Jaar',
      frameType: 'Kadertype',
      sizes: 'Maten',
      usage: 'Gebruik',
      electric: 'Elektrisch',
      batteryWh: 'Batterij (Wh)',
      engineNm: 'Koppel motor (Nm)',
      price: 'Catalogusprijs excl. btw (€)',
      discountPrice: 'Kortingsprijs excl. btw (€)',
      vatRate: 'Btw-tarief (%)',
      available: 'Te koop',
    },
    yesNo: ['ja', 'nee'],
    frameTypes: { H: 'Hoog kader (diamant)', F: 'Lage instap', M: 'Gemengd kader (trapeze)' },
    usages: {
      city: 'Stad',
      trekking: 'Trekking',
      mountain: 'Mountainbike',
      gravel: 'Gravel',
      road: 'Koers',
      cargo: 'Bakfiets',
      speed_pedelec: 'Speed pedelec',
      folding: 'Plooifiets',
      kids: 'Kinderfiets',
    },
  },
  en: {
    headers: {
      brand: 'Brand',
      model: 'Model',
      year: 'Year',
      frameType: 'Frame type',
      sizes: 'Sizes',
      usage: 'Usage',
      electric: 'Electric',
      batteryWh: 'Battery (Wh)',
      engineNm: 'Motor torque (Nm)',
      price: 'Catalogue price excl. VAT (€)',
      discountPrice: 'Discount price excl. VAT (€)',
      vatRate: 'VAT rate (%)',
      available: 'On sale',
    },
    yesNo: ['yes', 'no'],
    frameTypes: { H: 'Closed (diamond)', F: 'Open (low step)', M: 'Mixed (trapeze)' },
    usages: {
      city: 'City',
      trekking: 'Trekking',
      mountain: 'Mountain bike',
      gravel: 'Gravel',
      road: 'Road',
      cargo: 'Cargo',
      speed_pedelec: 'Speed pedelec',
      folding: 'Folding',
      kids: 'Kids',
    },
  },
};

/** The bike catalogue download (bikes-catalog/list): the price list a sales person sends around, in the reader's language. */
export function bikeModelColumns(locale: Locale): ExportColumn<BikeModelListItem>[] {
  const w = WORDS[locale];
  const h = w.headers;
  const [yes, no] = w.yesNo;
  return [
    { header: 'ID', value: (m) => m.id },
    { header: h.brand, value: (m) => m.brand },
    { header: h.model, value: (m) => m.model },
    { header: h.year, value: (m) => m.year },
    { header: h.frameType, value: (m) => word(w.frameTypes, m.frameType) },
    { header: h.sizes, value: (m) => m.sizes.join(', ') },
    { header: h.usage, value: (m) => word(w.usages, m.usage) },
    { header: h.electric, value: (m) => (m.electric ? yes : no) },
    { header: h.batteryWh, value: (m) => m.batteryWh },
    { header: h.engineNm, value: (m) => m.engineNm },
    { header: h.price, value: (m) => euros(m.priceCents) },
    { header: h.discountPrice, value: (m) => euros(m.discountPriceCents) },
    { header: h.vatRate, value: (m) => m.vatRate },
    { header: h.available, value: (m) => (m.available ? yes : no) },
  ];
}
