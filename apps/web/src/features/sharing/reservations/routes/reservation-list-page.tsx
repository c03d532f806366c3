import { Anchor, Badge, NativeSelect, Group, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, RESERVATION_GROUPS } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { SearchInput } from '@/components/ui/search-input';
import { paths } from '@/config/paths';
import { useReservations, type ReservationList } from '@/features/sharing/reservations/api/get-reservations';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

type Row = ReservationList['data'][number];

/** `reservations/list` (fleet manager, admin): every reservation of the company, filters, search by code, downloads. */
export function ReservationListPage() {
  const { t } = useTranslation('sharing');
  const locale = useLocale();
  const listParams = useListParams({ sort: 'start', order: 'desc' });
  const { params, update, apiQuery } = listParams;
  const list = useReservations(apiQuery);
  const table = useListScreen(list, listParams);
  usePageTitle(t('list.title'));

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'code',
      header: t('fields.code'),
      sortKey: 'code',
      render: (r) => (
        <Anchor component={Link} to={paths.reservations.detail.getHref(locale, r.id)} fw={600}>
          {r.code}
        </Anchor>
      ),
    },
    { key: 'person', header: t('fields.person'), render: (r) => r.user.name },
    { key: 'bike', header: t('fields.bike'), render: (r) => `${r.bike.name} · ${r.bike.frameNumber}`, hideOnPhone: true },
    { key: 'building', header: t('fields.building'), render: (r) => r.building?.name ?? '—', hideOnPhone: true },
    { key: 'start', header: t('fields.start'), sortKey: 'start', render: (r) => formatDateTime(r.start) },
    { key: 'end', header: t('fields.end'), sortKey: 'end', render: (r) => formatDateTime(r.end), hideOnPhone: true },
    { key: 'group', header: t('fields.state'), render: (r) => <Badge variant="light">{t(`groups.${r.group ?? 'cancelled'}`)}</Badge> },
  ];

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('list.title')}</Title>
        <Text c="dimmed">{t('list.intro')}</Text>
      </div>
      <Group wrap="wrap" align="flex-end">
        <SearchInput label={t('list.search')} value={params.q} onSearch={(q) => update({ q })} />
        <NativeSelect
          label={t('fields.state')}
          value={params.filters.group ?? ''}
          onChange={(e) => update({ group: e.currentTarget.value || null })}
          data={[{ value: '', label: t('list.any') }, ...RESERVATION_GROUPS.map((g) => ({ value: g, label: t(`groups.${g}`) }))]}
        />
        <DownloadButtons path="/reservations" query={apiQuery} />
      </Group>
      <ListTable {...table} caption={t('list.title')} columns={columns} rowKey={(r) => r.id} />
    </Stack>
  );
}
