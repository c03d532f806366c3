import { Group, Stack, Text, Title } from '@mantine/core';
import { AGEING_BUCKETS, formatDate, formatPrice } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/ui/data-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { ListTable } from '@/components/ui/list-table';
import { StackedBarChart } from '@/components/ui/stacked-bar-chart';
import { pendingPath, usePending, type PendingList, type PendingSide } from '@/features/accounting/books/pending/api/get-pending';
import { usePageTitle } from '@/lib/use-page-title';

type Row = PendingList['data'][number];

/** Older is redder: the ageing buckets from "not due" to "over 90 days". */
const BUCKET_COLORS = [
  'var(--mantine-color-teal-7)',
  'var(--mantine-color-yellow-6)',
  'var(--mantine-color-orange-6)',
  'var(--mantine-color-red-6)',
  'var(--mantine-color-red-9)',
];

/** `horusApis/pending-client-payments` and `…/pending-supplier-payments`: what is owed, by age, as a chart and a list (decision 086). */
export function PendingPage({ side }: { side: PendingSide }) {
  const { t } = useTranslation('books');
  const pending = usePending(side);
  const title = t(`pending.${side}.title`);
  usePageTitle(title);
  const rows = pending.data?.data;
  const totals = pending.data?.totals;

  const columns: DataTableColumn<Row>[] = [
    { key: 'number', header: t('pending.number'), render: (r) => r.number },
    { key: 'party', header: t(`pending.${side}.party`), render: (r) => r.partyName },
    { key: 'dueDate', header: t('pending.dueDate'), render: (r) => formatDate(r.dueDate) },
    { key: 'open', header: t('pending.open'), align: 'right', render: (r) => formatPrice(r.openCents) },
    {
      key: 'overdue',
      header: t('pending.daysOverdue'),
      align: 'right',
      render: (r) => (r.daysOverdue > 0 ? t('pending.days', { count: r.daysOverdue }) : t('pending.notDue')),
    },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{t(`pending.${side}.intro`)}</Text>
        </div>
        <DownloadButtons path={pendingPath(side)} query={{}} />
      </Group>
      {totals && (
        <StackedBarChart
          title={t('pending.chart')}
          labelHeader={t('pending.bucket')}
          totalHeader={t('pending.open')}
          formatNumber={(cents) => formatPrice(cents)}
          series={AGEING_BUCKETS.map((bucket, i) => ({ key: bucket, label: t(`pending.buckets.${bucket}`), color: BUCKET_COLORS[i]! }))}
          bars={[{ key: side, label: t(`pending.${side}.owed`), values: { ...totals } }]}
        />
      )}
      <ListTable
        caption={title}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.documentId}
        total={rows?.length ?? 0}
        page={1}
        perPage={Math.max(rows?.length ?? 0, 1)}
        onPage={() => undefined}
        loading={pending.isPending}
        error={pending.error}
        emptyText={t(`pending.${side}.empty`)}
      />
    </Stack>
  );
}
