import { Anchor, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { formatDate, formatPrice, SEPA_BATCH_STATUSES } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmAction } from '@/components/ui/confirm-action';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { Link } from 'react-router';
import { useCloseBatch } from '@/features/billing/sepa/api/close-batch';
import { useDownloadBatchXml } from '@/features/billing/sepa/api/download-batch-xml';
import { useBatches, type BatchList } from '@/features/billing/sepa/api/get-batches';
import { BatchStatus } from '@/features/billing/sepa/components/batch-status';
import { sepaPaths } from '@/features/billing/sepa/paths';
import { useLocale } from '@/lib/locale';
import { useErrorMessage } from '@/lib/errors';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { notify } from '@/lib/notify';

type Row = BatchList['data'][number];

/** The batches, newest first: their date, count and total, the XML for the bank, and closing a processed one. */
export function BatchList() {
  const { t } = useTranslation('sepa');
  const errorMessage = useErrorMessage();
  const list = useListParams({ sort: 'createdAt', order: 'desc' });
  const { params, update, apiQuery } = list;
  const batches = useBatches(apiQuery);
  const table = useListScreen(batches, list);
  const close = useCloseBatch();
  const [closing, setClosing] = useState<Row | null>(null);
  const locale = useLocale();
  const downloadXml = useDownloadBatchXml();
  const download = (b: Row) => downloadXml(b.id, `${b.messageId}.xml`).catch((error: unknown) => notify('error', errorMessage(error)));

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'messageId',
      header: t('fields.messageId'),
      render: (b) => (
        <Anchor component={Link} to={sepaPaths.batch.getHref(locale, b.id)} fw={600}>
          {b.messageId}
        </Anchor>
      ),
    },
    { key: 'collectionDate', header: t('fields.collectionDate'), sortKey: 'collectionDate', render: (b) => formatDate(b.collectionDate) },
    { key: 'count', header: t('fields.count'), render: (b) => b.count, hideOnPhone: true },
    { key: 'total', header: t('fields.total'), render: (b) => formatPrice(b.totalCents) },
    {
      key: 'status',
      header: t('fields.status'),
      render: (b) => <BatchStatus batch={b} />,
      hideOnPhone: true,
    },
    { key: 'createdAt', header: t('fields.createdAt'), sortKey: 'createdAt', render: (b) => formatDate(b.createdAt), hideOnPhone: true },
    {
      key: 'actions',
      header: t('fields.actions'),
      render: (b) => (
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={() => void download(b)}
            aria-label={`${t('downloadXml')} ${b.messageId}`}
          >
            XML
          </Button>
          {b.status === 'open' && (
            <Button size="xs" variant="default" onClick={() => setClosing(b)} aria-label={`${t('close')} ${b.messageId}`}>
              {t('close')}
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group wrap="wrap" align="flex-end">
        <NativeSelect
          label={t('fields.status')}
          value={params.filters.status ?? ''}
          onChange={(e) => update({ status: e.currentTarget.value || null })}
          data={[{ value: '', label: t('any') }, ...SEPA_BATCH_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))]}
        />
        <DownloadButtons path="/sepa/batches" query={apiQuery} />
      </Group>
      {batches.data && batches.data.data.length === 0 && params.page <= 1 && !params.filters.status ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('emptyBatches')}
        </Text>
      ) : (
        <ListTable {...table} caption={t('tabs.batches')} columns={columns} rowKey={(b) => b.id} />
      )}
      <ConfirmAction
        opened={closing !== null}
        title={t('closeTitle', { messageId: closing?.messageId ?? '' })}
        effects={[t('closeEffect')]}
        confirmLabel={t('close')}
        cancelLabel={t('cancel')}
        pending={close.isPending}
        onClose={() => setClosing(null)}
        onConfirm={() =>
          closing &&
          close.mutate(closing.id, {
            onSuccess: () => notify('success', t('closed')),
            onError: (error) => notify('error', errorMessage(error)),
            onSettled: () => setClosing(null),
          })
        }
      />
    </Stack>
  );
}
