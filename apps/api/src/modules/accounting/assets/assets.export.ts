import { formatDate, type DepreciationAsset, type Locale } from '@veloport/domain';
import { downloadWords, exportMoney, type ExportColumn } from '../../../platform/export';

/** The depreciation register's download: one row per asset of the year (decision 087). */
export function depreciationColumns(locale: Locale): ExportColumn<DepreciationAsset>[] {
  const { headers: h, words } = downloadWords(locale, 'depreciation');
  return [
    { header: h('frameNumber'), value: (a) => a.frameNumber },
    { header: h('bike'), value: (a) => a.label },
    { header: h('assetClass'), value: (a) => words.code('depreciation.classes', a.assetClass) },
    { header: h('store'), value: (a) => a.storeName },
    { header: h('company'), value: (a) => a.companyName },
    { header: h('acquisitionDate'), value: (a) => formatDate(a.acquisitionDate) },
    { header: h('acquisition'), value: (a) => exportMoney(a.acquisitionCents) },
    { header: h('months'), value: (a) => a.months },
    { header: h('residual'), value: (a) => exportMoney(a.residualCents) },
    { header: h('depreciation'), value: (a) => exportMoney(a.depreciationCents) },
    { header: h('accumulated'), value: (a) => exportMoney(a.accumulatedCents) },
    { header: h('netBookValue'), value: (a) => exportMoney(a.netBookValueCents) },
    { header: h('disposedAt'), value: (a) => formatDate(a.disposedAt) },
    { header: h('gainOrLoss'), value: (a) => exportMoney(a.gainOrLossCents) },
  ];
}
