import { Anchor, Button, Group, NativeSelect, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatDate, MAINTENANCE_FILTERS, type MaintenanceFilter } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { SearchInput } from '@/components/ui/search-input';
import { paths } from '@/config/paths';
import { useMaintenanceRequests, type MaintenanceRequestList } from '@/features/workshop/maintenance/api/get-maintenance-requests';
import { MaintenanceBadges } from '@/features/workshop/maintenance/components/maintenance-badges';
import { MyBikes } from '@/features/workshop/maintenance/components/my-bikes';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

type Row = MaintenanceRequestList['data'][number];
/** Who looks: the workshop (all requests), a fleet manager (the company's), the customer (their own). */
export type MaintenanceAudience = 'workshop' | 'fleet' | 'mine';

const detailHref = (audience: MaintenanceAudience, locale: Parameters<typeof paths.maintenance.mine.getHref>[0], id: number) =>
  audience === 'workshop'
    ? paths.maintenance.workshopDetail.getHref(locale, id)
    : audience === 'fleet'
      ? paths.maintenance.fleetDetail.getHref(locale, id)
      : paths.maintenance.mineDetail.getHref(locale, id);

type Props = {
  audience: MaintenanceAudience;
  /** A list fixed on one seed §4 filter (pending validation, waiting for an answer). */
  fixed?: MaintenanceFilter;
  /** Only the urgent requests (`priority-requests`). */
  urgentOnly?: boolean;
  titleKey: string;
  introKey: string;
};

/** Maintenance requests, urgent ones on top: seed §4 filters as tabs, search by frame number, customer or company, download. */
export function MaintenanceListPage({ audience, fixed, urgentOnly = false, titleKey, introKey }: Props) {
  const { t } = useTranslation('maintenance');
  const locale = useLocale();
  const list = useListParams({ sort: 'createdAt', order: 'desc' });
  const { params, update, apiQuery } = list;
  const query = { ...apiQuery, ...(fixed ? { filter: fixed } : {}), ...(urgentOnly ? { priority: 'true' } : {}) };
  const requests = useMaintenanceRequests(query);
  const table = useListScreen(requests, list);
  usePageTitle(t(titleKey));
  const filter = fixed ?? params.filters.filter ?? '';

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'id',
      header: t('fields.request'),
      sortKey: 'id',
      render: (r) => (
        <Anchor component={Link} to={detailHref(audience, locale, r.id)} fw={600}>
          {t('detail.title', { id: r.id })}
        </Anchor>
      ),
    },
    { key: 'bike', header: t('fields.bike'), render: (r) => `${r.bike.label}${r.bike.frameNumber ? ` – ${r.bike.frameNumber}` : ''}` },
    ...(audience === 'mine'
      ? []
      : [{ key: 'customer', header: t('fields.customer'), render: (r: Row) => r.customer?.name ?? '—', hideOnPhone: true }]),
    ...(audience === 'workshop'
      ? [{ key: 'company', header: t('fields.company'), render: (r: Row) => r.company?.name ?? '—', hideOnPhone: true }]
      : []),
    { key: 'location', header: t('fields.location'), render: (r) => t(`locations.${r.location}`), hideOnPhone: true },
    { key: 'status', header: t('fields.status'), render: (r) => <MaintenanceBadges filter={r.filter} priority={r.priority} /> },
    { key: 'createdAt', header: t('fields.createdAt'), sortKey: 'createdAt', render: (r) => formatDate(r.createdAt) },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t(titleKey)}</Title>
          <Text c="dimmed">{t(introKey)}</Text>
        </div>
        {audience !== 'fleet' && (
          <Button
            component={Link}
            to={audience === 'workshop' ? paths.maintenance.workshopCreate.getHref(locale) : paths.maintenance.ask.getHref(locale)}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {audience === 'workshop' ? t('createForSomeone') : t('ask')}
          </Button>
        )}
      </Group>
      {audience === 'mine' && <MyBikes />}
      {!fixed && (
        <>
          <Tabs value={filter || 'all'} onChange={(value) => update({ filter: value === 'all' ? null : value })} visibleFrom="md">
            <Tabs.List>
              <Tabs.Tab value="all">{t('all')}</Tabs.Tab>
              {MAINTENANCE_FILTERS.map((f) => (
                <Tabs.Tab key={f} value={f}>
                  {t(`filters.${f}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <NativeSelect
            hiddenFrom="md"
            label={t('fields.status')}
            value={filter}
            onChange={(e) => update({ filter: e.currentTarget.value || null })}
            data={[{ value: '', label: t('all') }, ...MAINTENANCE_FILTERS.map((f) => ({ value: f, label: t(`filters.${f}`) }))]}
          />
        </>
      )}
      <Group wrap="wrap" align="flex-end">
        {audience !== 'mine' && <SearchInput label={t('search')} value={params.q} onSearch={(q) => update({ q })} />}
        {audience !== 'mine' && <DownloadButtons path="/maintenance-requests" query={query} />}
      </Group>
      {/* A list fixed on one filter is a filtered one: empty, it has nothing matching, not nothing yet. */}
      <ListTable
        {...table}
        filtered={table.filtered || fixed !== undefined}
        caption={t(titleKey)}
        columns={columns}
        rowKey={(r) => r.id}
        emptyText={t('empty')}
      />
    </Stack>
  );
}

export const MyMaintenancePage = () => <MaintenanceListPage audience="mine" titleKey="titles.mine" introKey="intros.mine" />;
export const WorkshopMaintenancePage = () => (
  <MaintenanceListPage audience="workshop" titleKey="titles.workshop" introKey="intros.workshop" />
);
export const PendingValidationPage = () => (
  <MaintenanceListPage
    audience="workshop"
    fixed="waiting_workshop_confirmation"
    titleKey="titles.pendingValidation"
    introKey="intros.pendingValidation"
  />
);
export const FleetMaintenancePage = () => <MaintenanceListPage audience="fleet" titleKey="titles.fleet" introKey="intros.fleet" />;
export const FleetWaitingAnswerPage = () => (
  <MaintenanceListPage audience="fleet" fixed="waiting_client_answer" titleKey="titles.fleetWaiting" introKey="intros.fleetWaiting" />
);
export const PriorityRequestsPage = () => (
  <MaintenanceListPage audience="workshop" urgentOnly titleKey="titles.priority" introKey="intros.priority" />
);
