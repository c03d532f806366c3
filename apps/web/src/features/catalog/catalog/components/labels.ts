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

/** Under a price input (VAT excluded, as stored): what the customer pays with VAT, once an amount is typed. */
export function useVatHint() {
  const { t } = useTranslation('catalog');
  return (cents: number | null, vatRate: string | number): string => {
    const rate = vatRate === '' ? 21 : Number(vatRate);
    return cents !== null && Number.isFinite(rate)
      ? t('form.vatExcludedWith', { price: formatPrice(addVatCents(cents, rate)) })
      : t('form.vatExcluded');
  };
}
