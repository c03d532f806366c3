import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { formatPrice, type BikeModelListItem, can, canAny } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { paths } from '@/config/paths';
import { useBikeModels, type BikeModelListKind } from '@/features/catalog/catalog/api/get-bike-models';
import { useCatalogOptions } from '@/features/catalog/catalog/components/labels';
import { SearchInput } from '@/components/ui/search-input';
import { ChoiceFilter, YesNoFilter } from '@/features/catalog/catalog/components/list-filters';
import { ListTable } from '@/components/ui/list-table';
import { useAuth } from '@/lib/auth/auth-context';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

const TITLES: Record<BikeModelListKind, string> = { all: 'list.title', notAvailable: 'notAvailable.title', cafeteria: 'cafeteria.title' };
const INTROS: Record<BikeModelListKind, string> = { all: 'list.intro', notAvailable: 'notAvailable.intro', cafeteria: 'cafeteria.intro' };

function BikeModelList({ kind }: { kind: BikeModelListKind }) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const options = useCatalogOptions();
  const { user } = useAuth();
  const isAdmin = can(user, 'admin');
  const mayOpen = canAny(user, ['admin', 'bikeMechanic', 'order', 'search']);
  const list = useListParams({ sort: 'name' });
  const { params, update, apiQuery } = list;
  const models = useBikeModels(kind, apiQuery);
  const table = useListScreen(models, list);
  const title = t(TITLES[kind]);
  usePageTitle(title);

  const columns: DataTableColumn<BikeModelListItem>[] = [
    {
      key: 'name',
      header: t('fields.model'),
      sortKey: 'name',
      render: (m) =>
        mayOpen ? (
          <Anchor component={Link} to={paths.catalog.bikeDetail.getHref(locale, m.id)} fw={600}>
            {m.model}
          </Anchor>
        ) : (
          <Text fw={600}>{m.model}</Text>
        ),
    },
    { key: 'brand', header: t('fields.brand'), sortKey: 'brand', render: (m) => m.brand },
    { key: 'year', header: t('fields.year'), sortKey: 'year', render: (m) => m.year, hideOnPhone: true },
    { key: 'frameType', header: t('fields.frameType'), render: (m) => t(`frameTypes.${m.frameType}`), hideOnPhone: true },
    { key: 'usage', header: t('fields.usage'), render: (m) => t(`usages.${m.usage}`), hideOnPhone: true },
    {
      key: 'electric',
      header: t('fields.electric'),
      render: (m) => (m.electric ? t('list.electricSpec', { wh: m.batteryWh ?? '—', nm: m.engineNm ?? '—' }) : t('no')),
      hideOnPhone: true,
    },
    { key: 'sizes', header: t('fields.sizes'), render: (m) => m.sizes.join(', '), hideOnPhone: true },
    {
      key: 'price',
      header: t('fields.price'),
      sortKey: 'price',
      align: 'right',
      render: (m) =>
        m.discountPriceCents !== null ? (
          <Stack gap={0} align="flex-end">
            <Text span fw={600}>
              {formatPrice(m.discountPriceCents, locale)}
            </Text>
            <Text span size="xs" c="dimmed" td="line-through">
              {formatPrice(m.priceCents, locale)}
            </Text>
          </Stack>
        ) : (
          formatPrice(m.priceCents, locale)
        ),
    },
    {
      key: 'available',
      header: t('fields.available'),
      render: (m) => (
        <Badge variant="light" color={m.available ? 'green' : 'gray'}>
          {m.available ? t('status.available') : t('status.withdrawn')}
        </Badge>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{t(INTROS[kind])}</Text>
        </div>
        <Group gap="sm">
          {kind === 'all' && (
            <Button component={Link} to={paths.catalog.notAvailable.getHref(locale)} variant="default">
              {t('notAvailable.title')}
            </Button>
          )}
          {kind !== 'all' && mayOpen && (
            <Button component={Link} to={paths.catalog.bikes.getHref(locale)} variant="default">
              {t('list.title')}
            </Button>
          )}
          {isAdmin && kind === 'all' && (
            <>
              <Button
                component={Link}
                to={paths.catalog.imports.getHref(locale)}
                variant="default"
                leftSection={<IconFileImport size={16} aria-hidden />}
              >
                {t('imports.title')}
              </Button>
              <Button component={Link} to={paths.catalog.bikeCreate.getHref(locale)} leftSection={<IconPlus size={16} aria-hidden />}>
                {t('create.title')}
              </Button>
            </>
          )}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: kind === 'all' ? 6 : 5 }}>
        <SearchInput label={t('list.search')} value={params.q} onSearch={(q) => update({ q })} />
        <SearchInput label={t('fields.brand')} value={params.filters.brand ?? ''} onSearch={(brand) => update({ brand })} />
        <YesNoFilter label={t('fields.electric')} value={params.filters.electric} onChange={(electric) => update({ electric })} />
        <ChoiceFilter
          label={t('fields.frameType')}
          value={params.filters.frameType}
          options={options.frameTypes}
          onChange={(frameType) => update({ frameType })}
        />
        <ChoiceFilter
          label={t('fields.usage')}
          value={params.filters.usage}
          options={options.usages}
          onChange={(usage) => update({ usage })}
        />
        {kind === 'all' && (
          <YesNoFilter label={t('fields.available')} value={params.filters.available} onChange={(available) => update({ available })} />
        )}
      </SimpleGrid>
      {kind === 'all' && (
        <Group justify="flex-end">
          <DownloadButtons path="/catalog/bikes" query={apiQuery} />
        </Group>
      )}
      <ListTable
        {...table}
        caption={title}
        columns={columns}
        rowKey={(m) => m.id}
        emptyText={t('list.empty')}
        noMatchText={t('list.empty')}
      />
    </Stack>
  );
}

/** `bikes-catalog/list`: every model, with filters. */
export function BikeListPage() {
  return <BikeModelList kind="all" />;
}

/** `bikes-catalog/not-available`: models withdrawn from sale. */
export function NotAvailablePage() {
  return <BikeModelList kind="notAvailable" />;
}

/** `bikes-catalog/cafeteria/list`: what cafeteria plans may offer. */
export function CafeteriaPage() {
  return <BikeModelList kind="cafeteria" />;
}
