import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Centered spinner while the session is checked or a page's code is loading. */
export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <Center h="100dvh" role="status" aria-label={t('loading')}>
      <Loader />
    </Center>
  );
}
