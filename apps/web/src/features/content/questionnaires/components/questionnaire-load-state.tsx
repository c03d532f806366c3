import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@/components/ui/load-state';
import { isApiError, useErrorMessage } from '@/lib/errors';

/** Loading, or the questionnaire's load error (spec §8); an unknown one is the 404 page. */
export function QuestionnaireLoadState({ error }: { error: unknown }) {
  const { t } = useTranslation('questionnaires');
  const errorMessage = useErrorMessage();
  if (!error || (isApiError(error) && error.status === 404)) return <LoadState error={error} />;
  return (
    <Alert color="red" title={t('errors.load')}>
      {errorMessage(error)}
    </Alert>
  );
}
