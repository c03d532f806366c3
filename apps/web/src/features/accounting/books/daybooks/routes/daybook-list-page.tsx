import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { useDaybooks, type Daybook } from '@/features/accounting/books/daybooks/api/get-daybooks';
import { booksPaths } from '@/features/accounting/books/paths';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

/** `horusApis/daybooks`: the five daybooks, each opening its entries (decision 086). */
export function DaybookListPage() {
  const { t } = useTranslation('books');
  const locale = useLocale();
  const daybooks = useDaybooks();
  usePageTitle(t('daybooks.title'));
  const rows = daybooks.data?.data;

  const columns: DataTableColumn<Daybook>[] = [
    {
      key: 'code',
      header: t('daybooks.code'),
      render: (d) => (
        <Anchor component={Link} to={booksPaths.daybook.getHref(locale, d.id)}>
          {d.code}
        </Anchor>
      ),
    },
    { key: 'name', header: t('daybooks.name'), render: (d) => d.name },
    { key: 'kind', header: t('daybooks.kind'), render: (d) => t(`kinds.${d.kind}`) },
  ];

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('daybooks.title')}</Title>
        <Text c="dimmed">{t('daybooks.intro')}</Text>
      </div>
      <ListTable
        caption={t('daybooks.title')}
        columns={columns}
        rows={rows}
        rowKey={(d) => d.id}
        total={rows?.length ?? 0}
        page={1}
        perPage={Math.max(rows?.length ?? 0, 1)}
        onPage={() => undefined}
        loading={daybooks.isPending}
        error={daybooks.error}
      />
    </Stack>
  );
}
