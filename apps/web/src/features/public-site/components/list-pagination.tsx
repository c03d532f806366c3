import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const CONTROL_KEYS = { first: 'first', previous: 'previous', next: 'next', last: 'last' } as const;

/** Result count and page links under a public list. */
export function ListPagination({ total, page, perPage, onPage }: { total: number; page: number; perPage: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('common');
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('table.summary', { count: total, page: Math.min(page, pages), pages })}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={(next) => {
            onPage(next);
            window.scrollTo?.({ top: 0 });
          }}
          withEdges
          getItemProps={(p) => ({ 'aria-label': t('table.pagination.page', { page: p }) })}
          getControlProps={(control) => ({ 'aria-label': t(`table.pagination.${CONTROL_KEYS[control]}`) })}
        />
      )}
    </Group>
  );
}
