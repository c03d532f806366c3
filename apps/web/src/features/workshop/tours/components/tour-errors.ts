import { useTranslation } from 'react-i18next';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';

const TOUR_CODES = ['in_the_past', 'not_a_mechanic', 'at_the_shop', 'unknown_request', 'finished', 'no_address', 'not_placed', 'required'];

/** A field's error: the tours' own codes in the `tours` catalogue, the others as everywhere. */
export function useTourFieldError() {
  const { t } = useTranslation('tours');
  const field = useFieldErrorMessage();
  return (code: string | undefined | null) => (code ? (TOUR_CODES.includes(code) ? t(`errors.${code}`) : field(code)) : undefined);
}

/** A whole action's error: a refused field says which, else the API's message. */
export function useTourError() {
  const fieldError = useTourFieldError();
  const errorMessage = useErrorMessage();
  return (error: unknown) => {
    if (isApiError(error) && error.status === 422) {
      const first = Object.values(error.fields)[0];
      if (first) return fieldError(first) ?? errorMessage(error);
    }
    return errorMessage(error);
  };
}
