import { useTranslation } from 'react-i18next';

/** "Brand Model (year)" for a bike's model, or a dash. */
export const modelName = (model: { brand: string; model: string; year: number } | null | undefined) =>
  model ? `${model.brand} ${model.model} (${model.year})` : '—';

/** Translated contract kind and status codes. */
export function useStockLabels() {
  const { t } = useTranslation('stock');
  return {
    contract: (code: string) => t(`contractKinds.${code}`, { defaultValue: code }),
    status: (code: string) => t(`statuses.${code}`, { defaultValue: code }),
  };
}
