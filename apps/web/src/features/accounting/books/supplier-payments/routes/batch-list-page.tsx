import { Anchor, Badge, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { formatDate, formatPrice, SUPPLIER_BATCH_STATUSES } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { ListTable } from '@/components/ui/list-table';
import { booksPaths } from '@/features/accounting/books/paths';
import { useBatches, type SupplierBatchList } from '@/features/accounting/books/supplier-payments/api/get-batches';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

type Row = SupplierBatchList['data'][number];

/** `horusApis/supplier-payments`: every batch of transfers to suppliers, newest first, by status; CSV/XLSX (decision 086). */
export function BatchListPage() {
  const { t } = useTranslation('books');
  const locale = useLocale();
  const list = useListParams();
  const { params, update, apiQuery } = list;
  const batches = useBatches(apiQuery);
  const table = useListScreen(batches, list);
  usePageTitle(t('batches.title'));

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'messageId',
      header: t('batches.messageId'),
      render: (b) => (
        <Anchor component={Link} to={booksPaths.batch.getHref(locale, b.id)}>
          {b.messageId}
        </Anchor>
      ),
    },
    { key: 'executionDate', header: t('batch.executionDate'), render: (b) => formatDate(b.executionDate) },
    { key: 'count', header: t('batches.count'), align: 'right', render: (b) => b.count, hideOnPhone: true },
    { key: 'total', header: t('batch.total'), align: 'right', render: (b) => formatPrice(b.totalCents) },
    {
      key: 'status',
      header: t('purchases.status'),
      render: (b) => (
        <Badge variant="light" color={b.status === 'paid' ? 'green' : 'orange'}>
          {t(`batch.statuses.${b.status}`)}
        </Badge>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t('batches.title')}</Title>
          <Text c="dimmed">{t('batches.intro')}</Text>
        </div>
        <Button component={Link} to={booksPaths.newBatch.getHref(locale)} leftSection={<IconCash size={16} aria-hidden />}>
          {t('batches.new')}
        </Button>
      </Group>
      <Group wrap="wrap" align="flex-end">
        <NativeSelect
          label={t('purchases.status')}
          value={params.filters.status ?? ''}
          onChange={(e) => update({ status: e.currentTarget.value || null })}
          data={[{ value: '', label: t('any') }, ...SUPPLIER_BATCH_STATUSES.map((s) => ({ value: s, label: t(`batch.statuses.${s}`) }))]}
        />
        <DownloadButtons path="/supplier-payments/batches" query={apiQuery} />
      </Group>
      <ListTable {...table} caption={t('batches.title')} columns={columns} rowKey={(b) => b.id} emptyText={t('batches.empty')} />
    </Stack>
  );
}
