import { Badge, Button, Group, NativeSelect, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { useAccessoryStock, type AccessoryStockList } from '@/features/stock/stock/api/get-accessory-stock';
import { useLocations } from '@/features/stock/stock/api/get-locations';
import { AccessoryMovementModal } from '@/features/stock/stock/components/accessory-movement';
import { ReorderLevelsModal } from '@/features/stock/stock/components/reorder-levels';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { usePageTitle } from '@/lib/use-page-title';

type Row = AccessoryStockList['data'][number];

export function AccessoryStockPage() {
  const { t } = useTranslation('stock');
  const { t: tCatalog } = useTranslation('catalog');
  const list = useListParams({ sort: 'name' });
  const { params, update, apiQuery } = list;
  const stock = useAccessoryStock(apiQuery);
  const table = useListScreen(stock, list);
  const locations = useLocations();
  const [q, setQ] = useState(params.q);
  const [moving, setMoving] = useState<Row['accessory'] | null>(null);
  const [leveling, setLeveling] = useState<Row | null>(null);
  const applySearch = useDebouncedCallback((value: string) => update({ q: value.trim() || null }), 300);
  usePageTitle(t('accessories.title'));

  const stores = locations.data ?? [];
  const columns: DataTableColumn<Row>[] = [
    {
      key: 'name',
      header: t('accessories.name'),
      sortKey: 'name',
      render: (r) => (
        <Text fw={600} size="sm">
          {r.accessory.name}
        </Text>
      ),
    },
    { key: 'reference', header: t('accessories.reference'), hideOnPhone: true, render: (r) => r.accessory.reference ?? '—' },
    {
      key: 'category',
      header: t('accessories.category'),
      hideOnPhone: true,
      render: (r) => tCatalog(`categories.${r.accessory.category}`, { defaultValue: r.accessory.category }),
    },
    ...stores.map((s) => ({
      key: `loc-${s.id}`,
      header: s.name,
      align: 'right' as const,
      render: (r: Row) => {
        const stock = r.quantities.find((qty) => qty.locationId === s.id);
        if (!stock?.belowReorderLevel) return stock?.quantity ?? 0;
        // At or under its reorder level: the badge says so, with the level (decision 100).
        return (
          <Group gap={6} justify="flex-end" wrap="nowrap">
            <span>{stock.quantity}</span>
            <Badge color="yellow.4" c="black" size="sm">
              {t('accessories.belowLevel', { level: stock.reorderLevel })}
            </Badge>
          </Group>
        );
      },
    })),
    { key: 'total', header: t('accessories.total'), align: 'right', render: (r) => r.total },
    {
      key: 'move',
      header: t('accessories.movement'),
      render: (r) => (
        <Button
          size="xs"
          variant="default"
          onClick={() => setMoving(r.accessory)}
          aria-label={t('accessories.moveTitle', { name: r.accessory.name })}
        >
          {t('accessories.movement')}
        </Button>
      ),
    },
    {
      key: 'reorder',
      header: t('accessories.reorderLevel'),
      render: (r) => (
        <Button
          size="xs"
          variant="default"
          onClick={() => setLeveling(r)}
          aria-label={t('accessories.reorderTitle', { name: r.accessory.name })}
        >
          {t('accessories.reorderLevel')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1}>{t('accessories.title')}</Title>
          <Text c="dimmed">{t('accessories.subtitle')}</Text>
        </div>
        <DownloadButtons path="/stock/accessories" query={apiQuery} />
      </Group>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('list.search')}
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={q}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            applySearch(e.currentTarget.value);
          }}
          w={{ base: '100%', sm: 260 }}
        />
        <NativeSelect
          label={t('fields.location')}
          value={params.filters.locationId ?? ''}
          onChange={(e) => update({ locationId: e.currentTarget.value || null })}
          data={[{ value: '', label: t('list.all') }, ...stores.map((s) => ({ value: String(s.id), label: s.name }))]}
          w={{ base: '100%', xs: 200 }}
        />
        <Switch
          label={t('accessories.belowReorderOnly')}
          checked={params.filters.belowReorderLevel === 'true'}
          onChange={(e) => update({ belowReorderLevel: e.currentTarget.checked ? 'true' : null })}
          mb={8}
        />
      </Group>
      <ListTable
        {...table}
        caption={t('accessories.title')}
        columns={columns}
        rowKey={(r) => r.accessory.id}
        emptyText={t('accessories.empty')}
        noMatchText={t('accessories.empty')}
      />
      <ReorderLevelsModal key={`reorder-${leveling?.accessory.id ?? 0}`} row={leveling} onClose={() => setLeveling(null)} />
      <AccessoryMovementModal key={moving?.id ?? 0} accessory={moving} locations={stores} onClose={() => setMoving(null)} />
    </Stack>
  );
}
