import { Anchor, Button, Divider, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { formatDate, formatPrice, PURCHASE_STATUSES } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { ListTable } from '@/components/ui/list-table';
import { SearchInput } from '@/components/ui/search-input';
import { usePurchases, type PurchaseList } from '@/features/accounting/books/purchases/api/get-purchases';
import { PeppolDeliveries } from '@/features/accounting/books/purchases/components/peppol-deliveries';
import { PurchaseStatusBadge } from '@/features/accounting/books/purchases/components/purchase-status';
import { PurchaseUpload } from '@/features/accounting/books/purchases/components/purchase-upload';
import { booksPaths } from '@/features/accounting/books/paths';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

type Row = PurchaseList['data'][number];

/** `horusApis/purchases`: supplier invoices by status, the UBL upload, and the way to pay the approved ones (decision 086). */
export function PurchaseListPage() {
  const { t } = useTranslation('books');
  const locale = useLocale();
  const list = useListParams({ sort: 'issueDate', order: 'desc' });
  const { params, update, apiQuery } = list;
  const purchases = usePurchases(apiQuery);
  const table = useListScreen(purchases, list);
  usePageTitle(t('purchases.title'));

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'number',
      header: t('purchases.number'),
      sortKey: 'number',
      render: (p) => (
        <Anchor component={Link} to={booksPaths.purchase.getHref(locale, p.id)}>
          {p.number}
        </Anchor>
      ),
    },
    { key: 'supplier', header: t('purchases.supplier'), sortKey: 'supplier', render: (p) => p.supplier.name },
    { key: 'issueDate', header: t('purchases.issueDate'), sortKey: 'issueDate', render: (p) => formatDate(p.issueDate) },
    { key: 'dueDate', header: t('purchases.dueDate'), sortKey: 'dueDate', render: (p) => formatDate(p.dueDate), hideOnPhone: true },
    { key: 'exclVat', header: t('totals.exclVat'), align: 'right', render: (p) => formatPrice(p.totals.exclVatCents), hideOnPhone: true },
    { key: 'inclVat', header: t('totals.inclVat'), sortKey: 'amount', align: 'right', render: (p) => formatPrice(p.totals.inclVatCents) },
    { key: 'source', header: t('purchases.source'), render: (p) => t(`purchases.sources.${p.source}`), hideOnPhone: true },
    { key: 'status', header: t('purchases.status'), render: (p) => <PurchaseStatusBadge status={p.status} /> },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t('purchases.title')}</Title>
          <Text c="dimmed">{t('purchases.intro')}</Text>
        </div>
        <Button component={Link} to={booksPaths.newBatch.getHref(locale)} leftSection={<IconCash size={16} aria-hidden />}>
          {t('purchases.pay')}
        </Button>
      </Group>
      <PurchaseUpload />
      <Divider />
      <Group wrap="wrap" align="flex-end">
        <SearchInput label={t('purchases.search')} value={params.q} onSearch={(q) => update({ q })} />
        <NativeSelect
          label={t('purchases.status')}
          value={params.filters.status ?? ''}
          onChange={(e) => update({ status: e.currentTarget.value || null })}
          data={[{ value: '', label: t('any') }, ...PURCHASE_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))]}
        />
        <DownloadButtons path="/purchases" query={apiQuery} />
      </Group>
      <ListTable {...table} caption={t('purchases.title')} columns={columns} rowKey={(p) => p.id} emptyText={t('purchases.empty')} />
      <PeppolDeliveries />
    </Stack>
  );
}
