import { Anchor, Badge, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { FINANCING_STATUSES, formatDate, formatPrice } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { SearchInput } from '@/components/ui/search-input';
import { useFinanciers } from '@/features/billing/financing/api/get-financiers';
import { useFinancings, type FinancingList } from '@/features/billing/financing/api/get-financings';
import { FINANCING_STATUS_COLORS } from '@/features/billing/financing/components/financing-status';
import { financingPaths } from '@/features/billing/financing/paths';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

type Row = FinancingList['data'][number];
const WINDOWS = [30, 90, 180] as const;

/** `bills/external-financing-bikes`: bikes financed by a third party, the soonest ending first. */
export function FinancingListPage() {
  const { t } = useTranslation('financing');
  const locale = useLocale();
  const listParams = useListParams({ sort: 'endDate', order: 'asc' });
  const { params, update, apiQuery } = listParams;
  const list = useFinancings(apiQuery);
  const table = useListScreen(list, listParams);
  const financiers = useFinanciers();
  usePageTitle(t('title'));

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'bike',
      header: t('fields.bike'),
      render: (f) => (
        <Stack gap={0}>
          <Anchor component={Link} to={financingPaths.detail.getHref(locale, f.id)} fw={600}>
            {f.bike.frameNumber}
          </Anchor>
          <Text size="xs" c="dimmed">
            {f.bike.label}
          </Text>
        </Stack>
      ),
    },
    { key: 'company', header: t('fields.company'), render: (f) => f.bike.company?.name ?? '—', hideOnPhone: true },
    { key: 'financier', header: t('fields.financier'), sortKey: 'financier', render: (f) => f.financier },
    { key: 'contractReference', header: t('fields.contractReference'), render: (f) => f.contractReference, hideOnPhone: true },
    {
      key: 'financedAmount',
      header: t('fields.financedAmount'),
      sortKey: 'financedAmountCents',
      render: (f) => formatPrice(f.financedAmountCents),
      hideOnPhone: true,
    },
    {
      key: 'monthlyInstalment',
      header: t('fields.monthlyInstalment'),
      render: (f) => formatPrice(f.monthlyInstalmentCents),
      hideOnPhone: true,
    },
    {
      key: 'endDate',
      header: t('fields.endDate'),
      sortKey: 'endDate',
      render: (f) => (
        <Group gap={6} wrap="nowrap">
          <span>{formatDate(f.endDate)}</span>
          {f.endingSoon && (
            <Badge size="sm" color="orange" variant="light">
              {t('endingSoon')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'status',
      header: t('fields.status'),
      render: (f) => (
        <Badge variant="light" color={FINANCING_STATUS_COLORS[f.status]}>
          {t(`statuses.${f.status}`)}
        </Badge>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </div>
        <Button component={Link} to={financingPaths.create.getHref(locale)} leftSection={<IconPlus size={16} aria-hidden />}>
          {t('create')}
        </Button>
      </Group>
      <Group wrap="wrap" align="flex-end">
        <SearchInput label={t('search')} value={params.q} onSearch={(q) => update({ q })} />
        <NativeSelect
          label={t('fields.financier')}
          value={params.filters.financier ?? ''}
          onChange={(e) => update({ financier: e.currentTarget.value || null })}
          data={[{ value: '', label: t('any') }, ...(financiers.data?.data ?? []).map((f) => ({ value: f, label: f }))]}
        />
        <NativeSelect
          label={t('fields.status')}
          value={params.filters.status ?? ''}
          onChange={(e) => update({ status: e.currentTarget.value || null })}
          data={[{ value: '', label: t('any') }, ...FINANCING_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))]}
        />
        <NativeSelect
          label={t('endingWithin')}
          value={params.filters.endingWithinDays ?? ''}
          onChange={(e) => update({ endingWithinDays: e.currentTarget.value || null })}
          data={[{ value: '', label: t('any') }, ...WINDOWS.map((d) => ({ value: String(d), label: t('days', { count: d }) }))]}
        />
        <DownloadButtons path="/external-financing" query={apiQuery} />
      </Group>
      {params.filters.bikeId && (
        <Group gap="xs">
          <Text size="sm">{t('forBike', { id: params.filters.bikeId })}</Text>
          <Button size="xs" variant="subtle" onClick={() => update({ bikeId: null })}>
            {t('allBikes')}
          </Button>
        </Group>
      )}
      <ListTable {...table} caption={t('title')} columns={columns} rowKey={(f) => f.id} emptyText={t('empty')} />
    </Stack>
  );
}
