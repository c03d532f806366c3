import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatPrice } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { paths } from '@/config/paths';
import { useAccessories, type AccessoryList } from '@/features/catalog/catalog/api/get-accessories';
import { useCatalogOptions } from '@/features/catalog/catalog/components/labels';
import { SearchInput } from '@/components/ui/search-input';
import { ChoiceFilter, YesNoFilter } from '@/features/catalog/catalog/components/list-filters';
import { ListTable } from '@/components/ui/list-table';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

type Row = AccessoryList['data'][number];

/** `accessories-catalog/list`. */
export function AccessoryListPage() {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const options = useCatalogOptions();
  const list = useListParams({ sort: 'name' });
  const { params, update, apiQuery } = list;
  const accessories = useAccessories(apiQuery);
  const table = useListScreen(accessories, list);
  usePageTitle(t('accessories.title'));

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'name',
      header: t('accessories.fields.name'),
      sortKey: 'name',
      render: (a) => (
        <Anchor component={Link} to={paths.catalog.accessoryDetail.getHref(locale, a.id)} fw={600}>
          {a.name}
        </Anchor>
      ),
    },
    { key: 'brand', header: t('fields.brand'), render: (a) => a.brand ?? '—', hideOnPhone: true },
    { key: 'reference', header: t('accessories.fields.reference'), render: (a) => a.reference ?? '—', hideOnPhone: true },
    { key: 'category', header: t('accessories.fields.category'), sortKey: 'category', render: (a) => t(`categories.${a.category}`) },
    { key: 'price', header: t('fields.price'), sortKey: 'price', align: 'right', render: (a) => formatPrice(a.priceCents, locale) },
    {
      key: 'available',
      header: t('fields.available'),
      render: (a) => (
        <Badge variant="light" color={a.available ? 'green' : 'gray'}>
          {a.available ? t('status.available') : t('status.withdrawn')}
        </Badge>
      ),
      hideOnPhone: true,
    },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t('accessories.title')}</Title>
          <Text c="dimmed">{t('accessories.intro')}</Text>
        </div>
        <Button component={Link} to={paths.catalog.accessoryCreate.getHref(locale)} leftSection={<IconPlus size={16} aria-hidden />}>
          {t('accessories.create')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <SearchInput label={t('list.search')} value={params.q} onSearch={(q) => update({ q })} />
        <ChoiceFilter
          label={t('accessories.fields.category')}
          value={params.filters.category}
          options={options.categories}
          onChange={(category) => update({ category })}
        />
        <YesNoFilter label={t('fields.available')} value={params.filters.available} onChange={(available) => update({ available })} />
      </SimpleGrid>
      <ListTable
        {...table}
        caption={t('accessories.title')}
        columns={columns}
        rowKey={(a) => a.id}
        emptyText={t('accessories.empty')}
        noMatchText={t('accessories.empty')}
      />
    </Stack>
  );
}
