import { Badge, Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { formatDate, formatPrice, type WorkshopPart } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/ui/data-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { ListTable } from '@/components/ui/list-table';
import { useParts } from '@/features/workshop/parts/api/get-parts';
import { PartAccessoriesSection } from '@/features/workshop/parts/components/part-accessories-section';
import { PartFormModal } from '@/features/workshop/parts/components/part-form-modal';
import { PartStockModal } from '@/features/workshop/parts/components/part-stock-modal';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

/** The workshop's parts (decision 102): searched, filtered, downloaded; created, edited and stocked by the admin. */
export function PartsPage() {
  const { t } = useTranslation('workshopJobs', { keyPrefix: 'parts' });
  const locale = useLocale();
  const list = useListParams();
  const { params, update, apiQuery } = list;
  const parts = useParts(apiQuery);
  const table = useListScreen(parts, list);
  const [q, setQ] = useState(params.q);
  const [editing, setEditing] = useState<WorkshopPart | 'new' | null>(null);
  const [stocking, setStocking] = useState<WorkshopPart | null>(null);
  const applySearch = useDebouncedCallback((value: string) => update({ q: value.trim() || null }), 300);
  usePageTitle(t('title'));

  const stores = parts.data?.data[0]?.quantities ?? [];
  const columns: DataTableColumn<WorkshopPart>[] = [
    {
      key: 'name',
      header: t('fields.name'),
      render: (r) => (
        <Group gap={6} wrap="nowrap">
          <Text fw={600} size="sm">
            {r.name}
          </Text>
          {!r.active && (
            <Badge color="gray" size="sm">
              {t('inactive')}
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'reference', header: t('fields.reference'), hideOnPhone: true, render: (r) => r.reference },
    { key: 'price', header: t('fields.price'), align: 'right', hideOnPhone: true, render: (r) => formatPrice(r.priceExclVatCents, locale) },
    ...stores.map((s) => ({
      key: `store-${s.locationId}`,
      header: s.locationName,
      align: 'right' as const,
      render: (r: WorkshopPart) => r.quantities.find((x) => x.locationId === s.locationId)?.quantity ?? 0,
    })),
    {
      key: 'updated',
      header: t('fields.updated'),
      hideOnPhone: true,
      render: (r) => `${r.updatedBy?.name ?? '—'} · ${formatDate(r.updatedAt)}`,
    },
    {
      key: 'actions',
      header: t('actions'),
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          <Button size="xs" variant="default" onClick={() => setEditing(r)} aria-label={t('editTitle', { name: r.name })}>
            {t('edit')}
          </Button>
          <Button size="xs" variant="default" onClick={() => setStocking(r)} aria-label={t('stockTitle', { name: r.name })}>
            {t('stock')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('subtitle')}</Text>
        </div>
        <Group gap="xs">
          <DownloadButtons path="/workshop/parts" query={apiQuery} />
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            {t('new')}
          </Button>
        </Group>
      </Group>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('search')}
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
          label={t('fields.active')}
          value={params.filters.active ?? ''}
          onChange={(e) => update({ active: e.currentTarget.value || null })}
          data={[
            { value: '', label: t('all') },
            { value: 'true', label: t('activeOnly') },
            { value: 'false', label: t('inactiveOnly') },
          ]}
          w={{ base: '100%', xs: 200 }}
        />
      </Group>
      <ListTable {...table} caption={t('title')} columns={columns} rowKey={(r) => r.id} emptyText={t('empty')} noMatchText={t('empty')} />
      <PartAccessoriesSection />
      <PartFormModal
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
        part={editing}
        onClose={() => setEditing(null)}
      />
      <PartStockModal key={stocking?.id ?? 0} part={stocking} onClose={() => setStocking(null)} />
    </Stack>
  );
}
