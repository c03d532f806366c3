import type { ApiErrorCode, FieldErrorCode } from '@veloport/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/*
 * A code is one we can say when the errors catalogue has words for it. The parity tests tie the catalogue to the
 * domain's lists (API_ERROR_CODES, FIELD_ERROR_CODES) in three languages, so the catalogue stands for them here and
 * the lists (several hundred codes) stay out of the first page's script.
 */
const CODE = /^[a-z][a-z0-9_]*$/;

export function isApiErrorCode(code: unknown): code is ApiErrorCode {
  return typeof code === 'string' && CODE.test(code) && i18n.exists(`errors:api.${code}`);
}

export function isFieldErrorCode(code: unknown): code is FieldErrorCode {
  return typeof code === 'string' && CODE.test(code) && i18n.exists(`errors:fields.${code}`);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/*
 * The public site fetches the errors catalogue just after its first render (lib/guest-namespaces.ts): the hooks below
 * must not suspend that render while it arrives. Nothing calls what they return before a visitor has acted.
 */
const LATER = { useSuspense: false } as const;

/** Translates anything thrown by a call: API code, network failure, or an unexpected error. */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation('errors', LATER);
  return (error) => {
    if (isApiError(error)) {
      if (error.isNetworkError) return t('network');
      if (error.code === 'too_many_attempts' && error.retryAfter === null) return t('tooManyAttemptsLater');
      if (isApiErrorCode(error.code)) return t(`api.${error.code}`, { seconds: error.retryAfter ?? 0 });
    }
    return t('unknown');
  };
}

/**
 * Translates a field error code, whether it comes from client validation or from the API
 * (which may also answer an API code such as `wrong_password` for a field).
 */
export function useFieldErrorMessage(): (code: ReactNode) => string | undefined {
  const { t } = useTranslation('errors', LATER);
  return (code) => {
    if (code === null || code === undefined || code === false || code === '') return undefined;
    if (isFieldErrorCode(code)) return t(`fields.${code}`);
    if (isApiErrorCode(code)) return t(`api.${code}`, { seconds: 0 });
    return t('fields.invalid');
  };
}
