import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { formatDate, type BikeListItem, canAny } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { paths } from '@/config/paths';
import { useFleetBikes } from '@/features/stock/stock/api/get-fleet-bikes';
import { BikeSearch } from '@/features/stock/stock/components/bike-search';
import { BikeStateSelects } from '@/features/stock/stock/components/bike-state-selects';
import { modelName, useStockLabels } from '@/features/stock/stock/components/labels';
import { useAuth } from '@/lib/auth/auth-context';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

/** `fleet/bikes/list`: a fleet manager's company bikes; the workshop (and admins) see every bike with its company. */
export function FleetBikesPage() {
  const { t } = useTranslation('stock');
  const locale = useLocale();
  const labels = useStockLabels();
  const { user } = useAuth();
  const workshop = canAny(user, ['admin', 'bikeMechanic']);
  const list = useListParams({ sort: 'frameNumber', order: 'asc' });
  const { params, update, apiQuery } = list;
  const bikes = useFleetBikes(apiQuery);
  const table = useListScreen(bikes, list);
  usePageTitle(t('fleet.title'));

  const columns: DataTableColumn<BikeListItem>[] = [
    {
      key: 'frameNumber',
      header: t('fields.frameNumber'),
      sortKey: 'frameNumber',
      render: (b) => (
        <Anchor component={Link} to={paths.stock.fleetBike.getHref(locale, b.id)} fw={600} ff="monospace">
          {b.frameNumber}
        </Anchor>
      ),
    },
    { key: 'model', header: t('fields.model'), render: (b) => modelName(b.model) },
    { key: 'size', header: t('fields.size'), hideOnPhone: true, render: (b) => b.size ?? '—' },
    { key: 'user', header: t('fields.user'), render: (b) => b.user?.name ?? '—' },
    ...(workshop
      ? [{ key: 'company', header: t('fields.company'), hideOnPhone: true, render: (b: BikeListItem) => b.company?.name ?? '—' }]
      : []),
    { key: 'contractKind', header: t('fields.contractKind'), render: (b) => labels.contract(b.contractKind) },
    { key: 'status', header: t('fields.status'), render: (b) => labels.status(b.status) },
    { key: 'updatedAt', header: t('fields.updatedAt'), sortKey: 'updatedAt', hideOnPhone: true, render: (b) => formatDate(b.updatedAt) },
  ];

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('fleet.title')}</Title>
        <Text c="dimmed">{workshop ? t('fleet.subtitleWorkshop') : t('fleet.subtitle')}</Text>
      </div>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <BikeSearch params={params} update={update} />
        <BikeStateSelects params={params} update={update} />
      </Group>
      <Group justify="flex-end">
        <DownloadButtons path="/fleet/bikes" query={apiQuery} />
      </Group>
      <ListTable
        {...table}
        caption={t('fleet.caption')}
        columns={columns}
        rowKey={(b) => b.id}
        emptyText={t('fleet.empty')}
        noMatchText={t('fleet.empty')}
      />
    </Stack>
  );
}
