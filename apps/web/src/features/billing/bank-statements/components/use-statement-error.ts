import { useTranslation } from 'react-i18next';
import { isApiError, useErrorMessage } from '@/lib/errors';

/** The reasons the API gives in `fields` (a file it cannot read, a movement already matched) in words; anything else as usual. */
const REASONS = [
  'statement_unreadable',
  'statement_unknown_format',
  'already_matched',
  'not_waiting',
  'not_overdue',
  'reminders_done',
  'unknown',
] as const;

export function useStatementError() {
  const { t } = useTranslation('bankStatements');
  const errorMessage = useErrorMessage();
  return (error: unknown): string => {
    if (isApiError(error)) {
      const reason = Object.values(error.fields).find((code): code is (typeof REASONS)[number] =>
        (REASONS as readonly string[]).includes(code),
      );
      if (reason) return t(`errors.${reason}`);
    }
    return errorMessage(error);
  };
}
