import { Alert, Center, Loader, Pagination, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HistoryTimeline } from '@/components/ui/history-timeline';
import { useCompanyHistory } from '@/features/companies/companies/api/get-company-history';
import { useCompanyHistoryWords } from '@/features/companies/companies/components/company-history-words';
import { useErrorMessage } from '@/lib/errors';

/** Who changed the company, its conditions, contacts, documents and quiz, and when (newest first). */
export function CompanyHistoryTab({ companyId }: { companyId: number }) {
  const { t } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const [page, setPage] = useState(1);
  const history = useCompanyHistory(companyId, page);
  const words = useCompanyHistoryWords();

  if (history.isError) return <Alert color="red">{errorMessage(history.error)}</Alert>;
  if (!history.data) {
    return (
      <Center py="lg">
        <Loader size="sm" role="status" aria-label={t('loading')} />
      </Center>
    );
  }
  const pages = Math.ceil(history.data.meta.total / history.data.meta.perPage);
  return (
    <Stack gap="lg">
      <HistoryTimeline entries={history.data.data} label={words.label} describe={words.describe} />
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': t(`table.pagination.${control}`) })}
          getItemProps={(p) => ({ 'aria-label': t('table.pagination.page', { page: p }) })}
        />
      )}
    </Stack>
  );
}
