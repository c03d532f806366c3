import { Anchor, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { BILL_KINDS, BILL_STATUSES, formatDate, formatPrice } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { SearchInput } from '@/components/ui/search-input';
import { useBillCustomers } from '@/features/billing/bills/api/get-bill-customers';
import { useBills, type BillList } from '@/features/billing/bills/api/get-bills';
import { BillStatusBadge } from '@/features/billing/bills/components/bill-status';
import { billPaths } from '@/features/billing/bills/paths';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

type Row = BillList['data'][number];
/** Whose list: the admin's (every bill, create, company filter), the fleet manager's company's, or the customer's own. */
export type BillListMode = 'admin' | 'fleet' | 'mine';

/** The company filter: admins only (the fleet manager's list is their company's already). */
function CompanyFilter({ value, onChange }: { value: string; onChange: (value: string | null) => void }) {
  const { t } = useTranslation('bills');
  const choices = useBillCustomers();
  return (
    <NativeSelect
      label={t('fields.company')}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value || null)}
      data={[{ value: '', label: t('any') }, ...choices.companies.map((c) => ({ value: String(c.id), label: c.name }))]}
    />
  );
}

/** `bills/list`, `fleet/bills/list` and `bills/mine`: bills newest first, with status (overdue in red), number and totals. */
export function BillListPage({ mode }: { mode: BillListMode }) {
  const { t } = useTranslation('bills');
  const locale = useLocale();
  // The staff see new drafts first; a customer or fleet manager (who never sees drafts) the newest number first.
  const list = useListParams({ sort: mode === 'admin' ? 'createdAt' : 'number', order: 'desc' });
  const { params, update, apiQuery } = list;
  const bills = useBills(apiQuery);
  const table = useListScreen(bills, list);
  const title = t(`titles.${mode}`);
  usePageTitle(title);
  const detailHref = (id: number) => (mode === 'mine' ? billPaths.mineDetail.getHref(locale, id) : billPaths.detail.getHref(locale, id));

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'number',
      header: t('fields.number'),
      sortKey: 'number',
      render: (b) => (
        <Anchor component={Link} to={detailHref(b.id)} fw={600}>
          {b.number ?? t('draftNumber', { date: formatDate(b.createdAt) })}
        </Anchor>
      ),
    },
    { key: 'status', header: t('fields.status'), render: (b) => <BillStatusBadge status={b.status} /> },
    { key: 'kind', header: t('fields.kind'), render: (b) => t(`kinds.${b.kind}`), hideOnPhone: true },
    { key: 'customer', header: t('fields.customer'), render: (b) => b.customer.name, hideOnPhone: mode === 'mine' },
    { key: 'issueDate', header: t('fields.issueDate'), render: (b) => formatDate(b.issueDate), hideOnPhone: true },
    { key: 'dueDate', header: t('fields.dueDate'), sortKey: 'dueDate', render: (b) => formatDate(b.dueDate), hideOnPhone: true },
    { key: 'exclVat', header: t('fields.exclVat'), render: (b) => formatPrice(b.totals.exclVatCents), align: 'right', hideOnPhone: true },
    { key: 'total', header: t('fields.inclVat'), sortKey: 'total', render: (b) => formatPrice(b.totals.inclVatCents), align: 'right' },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{t(`intros.${mode}`)}</Text>
        </div>
        {mode === 'admin' && (
          <Button component={Link} to={billPaths.create.getHref(locale)} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('create')}
          </Button>
        )}
      </Group>
      <Group wrap="wrap" align="flex-end">
        <SearchInput label={t('search')} value={params.q} onSearch={(q) => update({ q })} />
        <NativeSelect
          label={t('fields.status')}
          value={params.filters.status ?? ''}
          onChange={(e) => update({ status: e.currentTarget.value || null })}
          data={[
            { value: '', label: t('any') },
            ...BILL_STATUSES.filter((s) => mode === 'admin' || s !== 'draft').map((s) => ({ value: s, label: t(`statuses.${s}`) })),
          ]}
        />
        <NativeSelect
          label={t('fields.kind')}
          value={params.filters.kind ?? ''}
          onChange={(e) => update({ kind: e.currentTarget.value || null })}
          data={[{ value: '', label: t('any') }, ...BILL_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))]}
        />
        {mode === 'admin' && <CompanyFilter value={params.filters.companyId ?? ''} onChange={(companyId) => update({ companyId })} />}
        <DownloadButtons path="/bills" query={apiQuery} />
      </Group>
      <ListTable {...table} caption={title} columns={columns} rowKey={(b) => b.id} emptyText={t('empty')} />
    </Stack>
  );
}
