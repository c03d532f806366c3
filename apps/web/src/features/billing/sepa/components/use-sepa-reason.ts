import { useTranslation } from 'react-i18next';

/**
 * Field reasons of the SEPA screens: the ones this screen's catalogue knows (a bank holiday, decision 061) in its own
 * words, the others through the shared field errors.
 */
export function useSepaReason(fallback: (code: string | undefined) => string | undefined) {
  const { t, i18n } = useTranslation('sepa');
  return (code: string | undefined) => (code && i18n.exists(`sepa:reasons.${code}`) ? t(`reasons.${code}`) : fallback(code));
}
