import { Anchor, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatDate, formatPrice, SERVICE_CATEGORIES, can } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { SearchInput } from '@/components/ui/search-input';
import { paths } from '@/config/paths';
import { useServicePrices, type ServicePriceList } from '@/features/workshop/service-prices/api/get-service-prices';
import { useWorkshopStores } from '@/features/workshop/service-prices/api/get-workshop-stores';
import { useAuthUser } from '@/lib/auth/auth-context';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

type Row = ServicePriceList['data'][number];

/** `entretiens/service-pricing-management`: the workshop's price list, per store, VAT included. */
export function ServicePriceListPage() {
  const { t } = useTranslation('workshop');
  const locale = useLocale();
  const user = useAuthUser();
  const list = useListParams({ sort: 'category', order: 'asc' });
  const { params, update, apiQuery } = list;
  const prices = useServicePrices(apiQuery);
  const table = useListScreen(prices, list);
  const stores = useWorkshopStores();
  const isAdmin = can(user, 'admin');
  usePageTitle(t('prices.title'));

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'description',
      header: t('prices.fields.description'),
      sortKey: 'description',
      render: (s) => (
        <Anchor component={Link} to={paths.servicePrices.edit.getHref(locale, s.id)} fw={600}>
          {s.description[locale]}
        </Anchor>
      ),
    },
    { key: 'category', header: t('prices.fields.category'), sortKey: 'category', render: (s) => t(`prices.categories.${s.category}`) },
    { key: 'price', header: t('prices.fields.priceShort'), sortKey: 'priceInclVatCents', render: (s) => formatPrice(s.priceInclVatCents) },
    { key: 'store', header: t('prices.fields.store'), sortKey: 'store', render: (s) => s.store.name, hideOnPhone: true },
    {
      key: 'displayed',
      header: t('prices.fields.visibility'),
      render: (s) => (
        <Text size="sm" fw={500} c={s.displayed ? 'teal.9' : 'dimmed'}>
          {t(`prices.visibility.${String(s.displayed)}`)}
        </Text>
      ),
      hideOnPhone: true,
    },
    { key: 'billed', header: t('prices.fields.billed'), render: (s) => formatPrice(s.billedLast12MonthsCents), hideOnPhone: true },
    {
      key: 'createdAt',
      header: t('prices.fields.createdAt'),
      sortKey: 'createdAt',
      render: (s) => formatDate(s.createdAt),
      hideOnPhone: true,
    },
    {
      key: 'updatedAt',
      header: t('prices.fields.updatedAt'),
      sortKey: 'updatedAt',
      render: (s) => formatDate(s.updatedAt),
      hideOnPhone: true,
    },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t('prices.title')}</Title>
          <Text c="dimmed">{t('prices.intro')}</Text>
        </div>
        {isAdmin && (
          <Button component={Link} to={paths.servicePrices.create.getHref(locale)} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('prices.create')}
          </Button>
        )}
      </Group>
      <Group wrap="wrap" align="flex-end">
        <SearchInput label={t('prices.search')} value={params.q} onSearch={(q) => update({ q })} />
        <NativeSelect
          label={t('prices.fields.category')}
          value={params.filters.category ?? ''}
          onChange={(e) => update({ category: e.currentTarget.value || null })}
          data={[
            { value: '', label: t('prices.any') },
            ...SERVICE_CATEGORIES.map((c) => ({ value: c, label: t(`prices.categories.${c}`) })),
          ]}
        />
        <NativeSelect
          label={t('prices.fields.store')}
          value={params.filters.storeId ?? ''}
          onChange={(e) => update({ storeId: e.currentTarget.value || null })}
          data={[{ value: '', label: t('prices.any') }, ...(stores.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))]}
        />
        <NativeSelect
          label={t('prices.fields.visibility')}
          value={params.filters.displayed ?? ''}
          onChange={(e) => update({ displayed: e.currentTarget.value || null })}
          data={[
            { value: '', label: t('prices.any') },
            { value: 'true', label: t('prices.visibility.true') },
            { value: 'false', label: t('prices.visibility.false') },
          ]}
        />
        <DownloadButtons path="/service-prices" query={apiQuery} />
      </Group>
      <ListTable {...table} caption={t('prices.title')} columns={columns} rowKey={(s) => s.id} emptyText={t('prices.empty')} />
    </Stack>
  );
}
