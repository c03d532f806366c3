import { ACCESSORY_CATEGORIES, CHARACTERISTIC_TYPES, FRAME_TYPES, USAGE_TYPES, addVatCents, formatPrice } from '@veloport/domain';
import { useTranslation } from 'react-i18next';

/** Translated options for the catalogue's stable codes. */
export function useCatalogOptions() {
  const { t } = useTranslation('catalog');
  return {
    frameTypes: FRAME_TYPES.map((value) => ({ value, label: t(`frameTypes.${value}`) })),
    usages: USAGE_TYPES.map((value) => ({ value, label: t(`usages.${value}`) })),
    categories: ACCESSORY_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) })),
    characteristicTypes: CHARACTERISTIC_TYPES.map((value) => ({ value, label: t(`characteristicTypes.${value}`) })),
  };
}

/** Euros as typed (`1234,5`, `1234.50` or a number) into integer cents; NaN when it is no amount. */
export function eurosToCents(value: string | number): number {
  if (typeof value === 'number') return Math.round(value * 100);
  const text = value.trim().replace(/\s/g, '').replace(',', '.');
  if (!text) return Number.NaN;
  const euros = Number(text);
  return Number.isFinite(euros) ? Math.round(euros * 100) : Number.NaN;
}

/** Cents back into the euros an input shows. */
export const centsToEuros = (cents: number | null | undefined): number | '' => (cents === null || cents === undefined ? '' : cents / 100);

/** Under a price input (VAT excluded, as stored): what the customer pays with VAT, once an amount is typed. */
export function useVatHint() {
  const { t } = useTranslation('catalog');
  return (euros: string | number, vatRate: string | number): string => {
    const cents = eurosToCents(euros);
    const rate = vatRate === '' ? 21 : Number(vatRate);
    return Number.isFinite(cents) && Number.isFinite(rate)
      ? t('form.vatExcludedWith', { price: formatPrice(addVatCents(cents, rate)) })
      : t('form.vatExcluded');
  };
}
