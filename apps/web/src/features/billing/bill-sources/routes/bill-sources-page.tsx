import { Alert, Anchor, Button, Checkbox, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconFilePlus } from '@tabler/icons-react';
import { formatDate, formatPrice, type BillSourceKind } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { SearchInput } from '@/components/ui/search-input';
import { useBillFromSources } from '@/features/billing/bill-sources/api/bill-from-sources';
import { sourcesPath, useBillSources, type BillSourceList } from '@/features/billing/bill-sources/api/get-bill-sources';
import { SourcesNav } from '@/features/billing/bill-sources/components/sources-nav';
import { billHref, SOURCE_SCREENS } from '@/features/billing/bill-sources/paths';
import { useErrorMessage } from '@/lib/errors';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

type Row = BillSourceList['data'][number];

/**
 * `bills/entretiens-to-bill`, `bills/tickets-to-bill`, `bills/to-create` and the rentals to bill: what waits to be
 * billed, chosen by ticking, then made into draft bills, one per customer (decision 048).
 */
export function BillSourcesPage({ kind }: { kind: BillSourceKind }) {
  const { t } = useTranslation('billSources');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const screen = SOURCE_SCREENS[kind];
  const title = t(`screens.${screen}.title`);
  usePageTitle(title);
  const listParams = useListParams({ sort: 'date', order: 'asc' });
  const { params, update, apiQuery } = listParams;
  const list = useBillSources(kind, apiQuery);
  const table = useListScreen(list, listParams);
  const create = useBillFromSources();
  const [selected, setSelected] = useState<number[]>([]);
  const [made, setMade] = useState<number[]>([]);
  const rows = list.data?.data ?? [];
  const allOnPage = rows.length > 0 && rows.every((r) => selected.includes(r.id));
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  const submit = () =>
    create.mutate(
      { kind, ids: selected },
      {
        onSuccess: ({ billIds }) => {
          setMade(billIds);
          setSelected([]);
          notify('success', t('created', { count: billIds.length }));
        },
        onError: (error) => {
          setSelected([]);
          notify('error', errorMessage(error));
        },
      },
    );

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'select',
      header: (
        <Checkbox
          aria-label={t('selectAll')}
          checked={allOnPage}
          indeterminate={!allOnPage && rows.some((r) => selected.includes(r.id))}
          onChange={() =>
            setSelected(
              allOnPage ? selected.filter((id) => !rows.some((r) => r.id === id)) : [...new Set([...selected, ...rows.map((r) => r.id)])],
            )
          }
        />
      ),
      render: (r) => (
        <Checkbox aria-label={t('select', { label: r.label })} checked={selected.includes(r.id)} onChange={() => toggle(r.id)} />
      ),
    },
    {
      key: 'label',
      header: t(`fields.label.${kind}`),
      rowHeader: true,
      render: (r) => (
        <Text fw={600} size="sm">
          {r.label}
        </Text>
      ),
    },
    {
      key: 'customer',
      header: t('fields.customer'),
      sortKey: 'customer',
      render: (r) => `${r.customer.name}${r.customer.kind === 'company' ? '' : ` (${t('customerKinds.person')})`}`,
    },
    { key: 'date', header: t(`fields.date.${kind}`), sortKey: 'date', render: (r) => formatDate(r.date), hideOnPhone: true },
    ...(kind === 'order'
      ? [{ key: 'stage', header: t('fields.stage'), render: (r: Row) => (r.stage ? t(`stages.${r.stage}`) : '—'), hideOnPhone: true }]
      : []),
    { key: 'lines', header: t('fields.lines'), render: (r) => r.lineCount, align: 'right', hideOnPhone: true },
    { key: 'excl', header: t('fields.exclVat'), render: (r) => formatPrice(r.exclVatCents), align: 'right', hideOnPhone: true },
    { key: 'amount', header: t('fields.inclVat'), sortKey: 'amount', render: (r) => formatPrice(r.inclVatCents), align: 'right' },
  ];

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{t(`screens.${screen}.intro`)}</Text>
      </div>
      <SourcesNav />
      <Group wrap="wrap" align="flex-end">
        <SearchInput label={t('search')} value={params.q} onSearch={(q) => update({ q })} />
        <NativeSelect
          label={t('fields.customerKind')}
          value={params.filters.customerKind ?? ''}
          onChange={(e) => update({ customerKind: e.currentTarget.value || null })}
          data={[
            { value: '', label: t('any') },
            { value: 'company', label: t('customerKinds.company') },
            { value: 'person', label: t('customerKinds.person') },
          ]}
        />
        {kind === 'order' && (
          <NativeSelect
            label={t('fields.stage')}
            value={params.filters.stage ?? ''}
            onChange={(e) => update({ stage: e.currentTarget.value || null })}
            data={[
              { value: '', label: t('any') },
              { value: 'delivered', label: t('stages.delivered') },
              { value: 'signed', label: t('stages.signed') },
            ]}
          />
        )}
        <TextInput
          type="date"
          label={t('from')}
          value={params.filters.from ?? ''}
          onChange={(e) => update({ from: e.currentTarget.value || null })}
        />
        <TextInput
          type="date"
          label={t('to')}
          value={params.filters.to ?? ''}
          onChange={(e) => update({ to: e.currentTarget.value || null })}
        />
        <DownloadButtons path={sourcesPath(kind)} query={apiQuery} />
      </Group>
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" aria-live="polite">
          {t('selected', { count: selected.length })}
        </Text>
        <Button
          leftSection={<IconFilePlus size={16} aria-hidden />}
          disabled={selected.length === 0}
          loading={create.isPending}
          onClick={submit}
        >
          {t('createBills', { count: selected.length })}
        </Button>
      </Group>
      {made.length > 0 && (
        <Alert color="green" title={t('created', { count: made.length })}>
          <Group gap="sm" wrap="wrap">
            {made.map((id, i) => (
              <Anchor key={id} component={Link} to={billHref(locale, id)}>
                {t('draftMade', { n: i + 1, count: made.length })}
              </Anchor>
            ))}
          </Group>
        </Alert>
      )}
      <ListTable {...table} caption={title} columns={columns} rowKey={(r) => r.id} emptyText={t(`screens.${screen}.empty`)} />
    </Stack>
  );
}
