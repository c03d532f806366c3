import {
  formatDate,
  type BuyBack,
  type ExternalBike,
  type AccessoryStockItem,
  type BikeListItem,
  type InsuredBike,
  type Locale,
} from '@veloport/domain';
import { downloadWords, exportEuros as euros, yesNo, type ExportColumn } from '../../platform/export';
import { wordsOf } from '../../platform/words';

/** A day as the screens show it (dd/mm/yyyy); no day, an empty cell. */
const day = (value: string | null) => (value ? formatDate(value) : null);

/**
 * The stock list download (bikes-stock/list): one row per bike in the reader's language, statuses and contract kinds as
 * the stock screens say them.
 */
export function bikeColumns(locale: Locale): ExportColumn<BikeListItem>[] {
  const { headers: h } = downloadWords(locale, 'stock');
  const stock = wordsOf(locale, 'stock');
  return [
    { header: 'ID', value: (b) => b.id },
    { header: h('frameNumber'), value: (b) => b.frameNumber },
    { header: h('brand'), value: (b) => b.model?.brand },
    { header: h('model'), value: (b) => b.model?.model },
    { header: h('size'), value: (b) => b.size },
    { header: h('color'), value: (b) => b.color },
    { header: h('location'), value: (b) => b.location.name },
    { header: h('status'), value: (b) => stock.code('statuses', b.status) },
    { header: h('contractKind'), value: (b) => stock.code('contractKinds', b.contractKind) },
    { header: h('contractMonths'), value: (b) => b.contractMonths },
    { header: h('company'), value: (b) => b.company?.name },
    { header: h('user'), value: (b) => b.user?.name },
    { header: h('keyRef'), value: (b) => b.keyRef },
    { header: h('lockRef'), value: (b) => b.lockRef },
    { header: h('numberPlate'), value: (b) => b.numberPlate },
    { header: h('purchaseDate'), value: (b) => day(b.purchaseDate) },
  ];
}

/** The insured bikes download (bikes/list/insurance). */
export function insuredBikeColumns(locale: Locale): ExportColumn<InsuredBike>[] {
  const { headers: h } = downloadWords(locale, 'stock');
  return [
    { header: 'ID', value: (b) => b.id },
    { header: h('frameNumber'), value: (b) => b.frameNumber },
    { header: h('brand'), value: (b) => b.model?.brand },
    { header: h('model'), value: (b) => b.model?.model },
    { header: h('company'), value: (b) => b.company?.name },
    { header: h('user'), value: (b) => b.user?.name },
    { header: h('insurer'), value: (b) => b.insurer },
    { header: h('insurancePolicy'), value: (b) => b.insurancePolicy },
    { header: h('insuranceStart'), value: (b) => day(b.insuranceStart) },
    { header: h('insuranceEnd'), value: (b) => day(b.insuranceEnd) },
  ];
}

/** The accessory stock download (accessories-stock/list): one quantity column per store, then the total. */
export function accessoryStockColumns(locale: Locale, stores: { id: number; name: string }[]): ExportColumn<AccessoryStockItem>[] {
  const { headers: h } = downloadWords(locale, 'stock');
  const catalog = wordsOf(locale, 'catalog');
  return [
    { header: 'ID', value: (a) => a.accessory.id },
    { header: h('name'), value: (a) => a.accessory.name },
    { header: h('reference'), value: (a) => a.accessory.reference },
    { header: h('category'), value: (a) => catalog.code('categories', a.accessory.category) },
    ...stores.map((s): ExportColumn<AccessoryStockItem> => ({
      header: s.name,
      value: (a) => a.quantities.find((q) => q.locationId === s.id)?.quantity ?? 0,
    })),
    { header: h('total'), value: (a) => a.total },
  ];
}

/** The buy-backs download (occasion/rachat-vente): bought on, bike, seller, price paid, resale and margin, amounts in euros. */
export function buyBackColumns(locale: Locale): ExportColumn<BuyBack>[] {
  const { headers: h } = downloadWords(locale, 'stock');
  return [
    { header: 'ID', value: (b) => b.id },
    { header: h('boughtOn'), value: (b) => day(b.boughtOn) },
    { header: h('bike'), value: (b) => b.description },
    { header: h('seller'), value: (b) => b.sellerName },
    { header: h('pricePaid'), value: (b) => euros(b.pricePaidCents) },
    { header: h('resalePrice'), value: (b) => euros(b.resalePriceCents) },
    { header: h('resoldOn'), value: (b) => day(b.resoldOn) },
    { header: h('margin'), value: (b) => euros(b.marginCents) },
  ];
}

/** The customer-owned bikes download (external-bikes/list); a fleet manager's holds only their company's bikes. */
export function externalBikeColumns(locale: Locale): ExportColumn<ExternalBike>[] {
  const { headers: h, words: w } = downloadWords(locale, 'stock');
  return [
    { header: 'ID', value: (b) => b.id },
    { header: h('brand'), value: (b) => b.brand },
    { header: h('model'), value: (b) => b.model },
    { header: h('frameNumber'), value: (b) => b.frameNumber },
    { header: h('color'), value: (b) => b.color },
    { header: h('electric'), value: (b) => yesNo(w, b.electric) },
    { header: h('company'), value: (b) => b.company?.name },
    { header: h('owner'), value: (b) => b.user?.name },
    { header: h('notes'), value: (b) => b.notes },
    { header: h('createdAt'), value: (b) => day(b.createdAt) },
  ];
}
