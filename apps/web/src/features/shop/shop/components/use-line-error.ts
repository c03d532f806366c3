import { useTranslation } from 'react-i18next';
import { useFieldErrorMessage } from '@/lib/errors';

/** A line the shop refuses: out of stock in the shop's words, any other field code as everywhere else. */
export function useLineError() {
  const { t } = useTranslation('shop');
  const fieldError = useFieldErrorMessage();
  return (code: string) => (code === 'out_of_stock' ? t('lines.outOfStock') : fieldError(code));
}
