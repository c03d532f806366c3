import { Alert, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { isApiError, useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';

/**
 * What a page shows while its record loads or when it cannot: a record that does not exist, or is
 * not the user's to see, is the 404 page; any other failure is said in place.
 */
export function LoadState({ error, notFound = false }: { error?: unknown; notFound?: boolean }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  if (notFound || (isApiError(error) && error.status === 404)) return <Navigate to={paths.error.getHref(locale, 404)} replace />;
  if (error) return <Alert color="red">{errorMessage(error)}</Alert>;
  return (
    <Center py="xl">
      <Loader role="status" aria-label={t('loading')} />
    </Center>
  );
}
