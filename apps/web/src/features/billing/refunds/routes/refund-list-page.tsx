import { Anchor, Badge, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatIban, formatPrice, REFUND_RECORD_METHODS, REFUND_STATUSES } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { DateField } from '@/components/ui/date-field';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { SearchInput } from '@/components/ui/search-input';
import { useRefunds, type RefundList } from '@/features/billing/refunds/api/get-refunds';
import { billHref, refundPaths } from '@/features/billing/refunds/paths';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

type Row = RefundList['data'][number];
export const REFUND_STATUS_COLORS: Record<Row['status'], string> = { pending: 'orange', batched: 'blue', done: 'green' };

/** `bills/refunds`: every refund with its status, customer, bill, amount and date; filters, sort, pages, CSV/XLSX (decision 065). */
export function RefundListPage() {
  const { t } = useTranslation('refunds');
  const locale = useLocale();
  const list = useListParams({ sort: 'createdAt', order: 'desc' });
  const { params, update, apiQuery } = list;
  const refunds = useRefunds(apiQuery);
  const table = useListScreen(refunds, list);
  usePageTitle(t('title'));

  const columns: DataTableColumn<Row>[] = [
    { key: 'date', header: t('fields.date'), sortKey: 'date', render: (r) => formatDate(r.date) },
    { key: 'customer', header: t('fields.customer'), sortKey: 'customer', render: (r) => r.bill.customerName },
    {
      key: 'bill',
      header: t('fields.bill'),
      render: (r) => (
        <Anchor component={Link} to={billHref(locale, r.bill.id)}>
          {r.bill.number ?? '—'}
        </Anchor>
      ),
    },
    { key: 'amount', header: t('fields.amount'), sortKey: 'amount', align: 'right', render: (r) => formatPrice(r.amountCents) },
    { key: 'method', header: t('fields.method'), render: (r) => t(`methods.${r.method}`), hideOnPhone: true },
    {
      key: 'beneficiary',
      header: t('fields.beneficiary'),
      render: (r) => `${r.beneficiaryName}${r.iban ? ` · ${formatIban(r.iban)}` : ''}`,
      hideOnPhone: true,
    },
    {
      key: 'status',
      header: t('fields.status'),
      render: (r) => (
        <Badge variant="light" color={REFUND_STATUS_COLORS[r.status]}>
          {t(`statuses.${r.status}`)}
        </Badge>
      ),
    },
    {
      key: 'batch',
      header: t('fields.batch'),
      hideOnPhone: true,
      render: (r) =>
        r.batch ? (
          <Anchor component={Link} to={refundPaths.batch.getHref(locale, r.batch.id)}>
            {r.batch.messageId}
          </Anchor>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </div>
      <Group wrap="wrap" align="flex-end">
        <SearchInput label={t('search')} value={params.q} onSearch={(q) => update({ q })} />
        <NativeSelect
          label={t('fields.status')}
          value={params.filters.status ?? ''}
          onChange={(e) => update({ status: e.currentTarget.value || null })}
          data={[{ value: '', label: t('any') }, ...REFUND_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))]}
        />
        <NativeSelect
          label={t('fields.method')}
          value={params.filters.method ?? ''}
          onChange={(e) => update({ method: e.currentTarget.value || null })}
          data={[{ value: '', label: t('any') }, ...REFUND_RECORD_METHODS.map((m) => ({ value: m, label: t(`methods.${m}`) }))]}
        />
        <DateField
          label={t('from')}
          value={params.filters.from ?? ''}
          onChange={(from) => update({ from: from || null })}
          maw={180}
          clearable
        />
        <DateField label={t('to')} value={params.filters.to ?? ''} onChange={(to) => update({ to: to || null })} maw={180} clearable />
        <DownloadButtons path="/refunds" query={apiQuery} />
      </Group>
      <ListTable {...table} caption={t('title')} columns={columns} rowKey={(r) => r.id} emptyText={t('empty')} />
    </Stack>
  );
}
