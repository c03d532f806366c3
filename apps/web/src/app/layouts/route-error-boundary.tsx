import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { MAIN_CONTENT_ID } from '@/components/ui/skip-link';

/** Last resort when a page crashes or its code cannot be loaded (e.g. after a deploy). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation('errors');

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Center component="main" id={MAIN_CONTENT_ID} mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={420} ta="center">
        <Title order={1}>{t('page.crash.title')}</Title>
        <Text>{t('page.crash.text')}</Text>
        <Button onClick={() => window.location.reload()}>{t('page.crash.reload')}</Button>
      </Stack>
    </Center>
  );
}
