import { Alert, Center, Group, Loader, Pagination, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HistoryTimeline } from '@/components/ui/history-timeline';
import { HISTORY_PER_PAGE, useUserHistory } from '@/features/identity/users/api/get-user-history';
import { useUserHistoryWords } from '@/features/identity/users/components/user-history-words';
import { useErrorMessage } from '@/lib/errors';

export function UserHistory({ userId }: { userId: number }) {
  const { t } = useTranslation('common');
  const [page, setPage] = useState(1);
  const history = useUserHistory(userId, page);
  const words = useUserHistoryWords();
  const errorMessage = useErrorMessage();

  if (history.isError) return <Alert color="red">{errorMessage(history.error)}</Alert>;
  if (!history.data) {
    return (
      <Center py="lg">
        <Loader size="sm" role="status" aria-label={t('loading')} />
      </Center>
    );
  }
  const pages = Math.ceil(history.data.meta.total / HISTORY_PER_PAGE);
  return (
    <Stack gap="md">
      <HistoryTimeline entries={history.data.data} describe={words.describe} />
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': t(`table.pagination.${control}`) })}
            getItemProps={(p) => ({ 'aria-label': t('table.pagination.page', { page: p }) })}
          />
        </Group>
      )}
    </Stack>
  );
}
