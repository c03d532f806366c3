import { Alert, Anchor, Badge, Button, Card, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { paths } from '@/config/paths';
import { useInventories, type InventoryList } from '@/features/stock/inventory/api/get-inventories';
import { useStores } from '@/features/stock/inventory/api/get-stores';
import { useStartInventory } from '@/features/stock/inventory/api/start-inventory';
import { useErrorMessage } from '@/lib/errors';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

type Row = InventoryList['data'][number];

export function InventoryListPage() {
  const { t } = useTranslation('inventory');
  const locale = useLocale();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const list = useListParams({ sort: 'startedAt', order: 'desc' });
  const { params, update, apiQuery } = list;
  const inventories = useInventories(apiQuery);
  const table = useListScreen(inventories, list);
  const stores = useStores();
  const start = useStartInventory();
  const [locationId, setLocationId] = useState('');
  usePageTitle(t('list.title'));

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'location',
      header: t('fields.location'),
      render: (r) => (
        <Anchor component={Link} to={paths.inventory.detail.getHref(locale, r.id)} fw={600}>
          {t('list.rowLink', { location: r.location.name, id: r.id })}
        </Anchor>
      ),
    },
    {
      key: 'status',
      header: t('fields.status'),
      render: (r) => (
        <Badge variant="light" color={r.status === 'open' ? 'blue' : 'gray'}>
          {t(`status.${r.status}`)}
        </Badge>
      ),
    },
    {
      key: 'startedAt',
      header: t('fields.startedAt'),
      sortKey: 'startedAt',
      hideOnPhone: true,
      render: (r) => `${formatDateTime(r.startedAt)} · ${r.startedBy?.name ?? '—'}`,
    },
    {
      key: 'closedAt',
      header: t('fields.closedAt'),
      hideOnPhone: true,
      render: (r) => (r.closedAt ? `${formatDateTime(r.closedAt)} · ${r.closedBy?.name ?? '—'}` : '—'),
    },
    { key: 'counts', header: t('fields.counts'), hideOnPhone: true, render: (r) => t('list.counts', r.counts) },
  ];

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('list.title')}</Title>
        <Text c="dimmed">{t('list.subtitle')}</Text>
      </div>
      <Card withBorder>
        <Group align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('list.startLocation')}
            value={locationId}
            onChange={(e) => setLocationId(e.currentTarget.value)}
            data={[{ value: '', label: t('list.choose') }, ...(stores.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))]}
            w={{ base: '100%', xs: 240 }}
          />
          <Button
            disabled={!locationId}
            loading={start.isPending}
            onClick={() =>
              start.mutate(Number(locationId), {
                onSuccess: (inventory) => void navigate(paths.inventory.detail.getHref(locale, inventory.id)),
              })
            }
          >
            {t('list.start')}
          </Button>
        </Group>
        {start.isError && (
          <Alert color="red" mt="sm">
            {errorMessage(start.error)}
          </Alert>
        )}
      </Card>
      <Group gap="sm" wrap="wrap">
        <NativeSelect
          label={t('fields.location')}
          value={params.filters.locationId ?? ''}
          onChange={(e) => update({ locationId: e.currentTarget.value || null })}
          data={[{ value: '', label: t('list.all') }, ...(stores.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))]}
          w={{ base: '100%', xs: 200 }}
        />
        <NativeSelect
          label={t('fields.status')}
          value={params.filters.status ?? ''}
          onChange={(e) => update({ status: e.currentTarget.value || null })}
          data={[
            { value: '', label: t('list.all') },
            { value: 'open', label: t('status.open') },
            { value: 'closed', label: t('status.closed') },
          ]}
          w={{ base: '100%', xs: 200 }}
        />
      </Group>
      <ListTable
        {...table}
        caption={t('list.title')}
        columns={columns}
        rowKey={(r) => r.id}
        emptyText={t('list.empty')}
        noMatchText={t('list.empty')}
      />
    </Stack>
  );
}
