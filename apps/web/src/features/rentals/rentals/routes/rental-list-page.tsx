import { Alert, Anchor, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatDate, formatPrice, RENTAL_STATUSES, can } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { SearchInput } from '@/components/ui/search-input';
import { useLateRentalCount } from '@/features/rentals/rentals/api/get-late-rental-count';
import { useRentals, type RentalList } from '@/features/rentals/rentals/api/get-rentals';
import { RentalRequestsPanel } from '@/features/rentals/rentals/components/rental-requests-panel';
import { RentalStatusBadges } from '@/features/rentals/rentals/components/rental-status';
import { rentalPaths } from '@/features/rentals/rentals/paths';
import { useAuthUser } from '@/lib/auth/auth-context';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

type Row = RentalList['data'][number];

/** `bike-rentals`: the rental contracts, newest first, late ones flagged; the shop's admins also make them here. */
export function RentalListPage() {
  const { t } = useTranslation('rentals');
  const locale = useLocale();
  const shop = can(useAuthUser(), 'admin');
  const list = useListParams({ sort: 'startDate', order: 'desc' });
  const { params, update, apiQuery } = list;
  const rentals = useRentals(apiQuery);
  const table = useListScreen(rentals, list);
  const late = useLateRentalCount();
  usePageTitle(t('title'));

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'lastname',
      header: t('fields.customer'),
      sortKey: 'lastname',
      render: (r) => (
        <Anchor component={Link} to={rentalPaths.detail.getHref(locale, r.id)} fw={600}>
          {`${r.firstname} ${r.lastname}`}
        </Anchor>
      ),
    },
    { key: 'company', header: t('fields.company'), render: (r) => r.company?.name ?? '—', hideOnPhone: true },
    { key: 'startDate', header: t('fields.startDate'), sortKey: 'startDate', render: (r) => formatDate(r.startDate) },
    { key: 'endDate', header: t('fields.endDate'), sortKey: 'endDate', render: (r) => formatDate(r.endDate) },
    { key: 'bikes', header: t('fields.bikes'), render: (r) => r.bikes.map((b) => b.frameNumber).join(', '), hideOnPhone: true },
    { key: 'total', header: t('fields.total'), sortKey: 'totalCents', render: (r) => formatPrice(r.totalCents), hideOnPhone: true },
    {
      key: 'status',
      header: t('fields.status'),
      sortKey: 'status',
      render: (r) => <RentalStatusBadges status={r.status} late={r.late} daysLate={r.daysLate} />,
    },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{shop ? t('intro') : t('introFleet')}</Text>
        </div>
        {shop && (
          <Button component={Link} to={rentalPaths.create.getHref(locale)} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('create')}
          </Button>
        )}
      </Group>
      {(late.data ?? 0) > 0 && (
        <Alert color="red" title={t('late')}>
          <Group justify="space-between" wrap="wrap">
            <span>{t('lateAlert', { count: late.data })}</span>
            <Button size="xs" color="red" variant="white" onClick={() => update({ late: 'true' })}>
              {t('lateFilter.late')}
            </Button>
          </Group>
        </Alert>
      )}
      {shop && <RentalRequestsPanel />}
      <Group wrap="wrap" align="flex-end">
        <SearchInput label={t('search')} value={params.q} onSearch={(q) => update({ q })} />
        <NativeSelect
          label={t('fields.status')}
          value={params.filters.status ?? ''}
          onChange={(e) => update({ status: e.currentTarget.value || null })}
          data={[{ value: '', label: t('any') }, ...RENTAL_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))]}
        />
        <NativeSelect
          label={t('lateOnly')}
          value={params.filters.late ?? ''}
          onChange={(e) => update({ late: e.currentTarget.value || null })}
          data={[
            { value: '', label: t('lateFilter.all') },
            { value: 'true', label: t('lateFilter.late') },
            { value: 'false', label: t('lateFilter.onTime') },
          ]}
        />
        <DownloadButtons path="/bike-rentals" query={apiQuery} />
      </Group>
      <ListTable {...table} caption={t('title')} columns={columns} rowKey={(r) => r.id} emptyText={t('empty')} />
    </Stack>
  );
}
