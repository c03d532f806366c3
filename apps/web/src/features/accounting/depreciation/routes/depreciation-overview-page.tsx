import { Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { ASSET_CLASSES, brusselsToday, CONTRACT_KINDS, formatDate, formatPrice, type DepreciationAsset } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/ui/data-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { ListTable } from '@/components/ui/list-table';
import { useDepreciationOverview } from '@/features/accounting/depreciation/api/get-depreciation-overview';
import { useRegisterChoices } from '@/features/accounting/depreciation/api/get-register-choices';
import { DepreciationTotals } from '@/features/accounting/depreciation/components/depreciation-totals';
import { DepreciationSettingsForm } from '@/features/accounting/depreciation/components/depreciation-settings-form';
import { NetBookValueChart } from '@/features/accounting/depreciation/components/net-book-value-chart';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { usePageTitle } from '@/lib/use-page-title';

/** How many years back and ahead the year picker offers. */
const YEARS_BACK = 6;
const YEARS_AHEAD = 3;

/** `accounting/depreciation/overview`: the fleet as fixed assets for a year, with totals that tie out (decision 087). */
export function DepreciationOverviewPage() {
  const { t } = useTranslation(['depreciation', 'stock']);
  const thisYear = Number(brusselsToday().slice(0, 4));
  const list = useListParams({ perPage: 25 });
  const { params, update, apiQuery } = list;
  const year = Number(params.filters.year) || thisYear;
  const query = { ...apiQuery, year };
  const overview = useDepreciationOverview(query);
  const choices = useRegisterChoices();
  const page = {
    data: overview.data ? { data: overview.data.assets, meta: overview.data.meta ?? { total: overview.data.assets.length } } : undefined,
    isPending: overview.isPending,
    error: overview.error,
  };
  const table = useListScreen(page, list);
  usePageTitle(t('title'));

  const columns: DataTableColumn<DepreciationAsset>[] = [
    { key: 'bike', header: t('fields.bike'), rowHeader: true, render: (a) => `${a.label} · ${a.frameNumber}` },
    { key: 'acquisitionDate', header: t('fields.acquisitionDate'), render: (a) => formatDate(a.acquisitionDate) },
    { key: 'acquisition', header: t('fields.acquisition'), align: 'right', render: (a) => formatPrice(a.acquisitionCents) },
    { key: 'months', header: t('fields.months'), hideOnPhone: true, render: (a) => a.months },
    { key: 'residual', header: t('fields.residual'), align: 'right', hideOnPhone: true, render: (a) => formatPrice(a.residualCents) },
    { key: 'depreciation', header: t('fields.depreciation'), align: 'right', render: (a) => formatPrice(a.depreciationCents) },
    {
      key: 'accumulated',
      header: t('fields.accumulated'),
      align: 'right',
      hideOnPhone: true,
      render: (a) => formatPrice(a.accumulatedCents),
    },
    { key: 'nbv', header: t('fields.netBookValue'), align: 'right', render: (a) => formatPrice(a.netBookValueCents) },
    {
      key: 'disposed',
      header: t('fields.disposedAt'),
      hideOnPhone: true,
      render: (a) =>
        a.disposedAt ? t('disposed', { date: formatDate(a.disposedAt), result: formatPrice(a.gainOrLossCents) }) : t('inService'),
    },
  ];

  const years = Array.from({ length: YEARS_BACK + YEARS_AHEAD + 1 }, (_, i) => thisYear + YEARS_AHEAD - i);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </div>
      <Group wrap="wrap" align="flex-end">
        <NativeSelect
          label={t('fields.year')}
          value={String(year)}
          onChange={(e) => update({ year: e.currentTarget.value })}
          data={years.map((y) => String(y))}
        />
        <NativeSelect
          label={t('fields.assetClass')}
          value={params.filters.assetClass ?? ''}
          onChange={(e) => update({ assetClass: e.currentTarget.value || null })}
          data={[{ value: '', label: t('any') }, ...ASSET_CLASSES.map((c) => ({ value: c, label: t(`classes.${c}`) }))]}
        />
        <NativeSelect
          label={t('fields.contractKind')}
          value={params.filters.contractKind ?? ''}
          onChange={(e) => update({ contractKind: e.currentTarget.value || null })}
          data={[{ value: '', label: t('any') }, ...CONTRACT_KINDS.map((k) => ({ value: k, label: t(`stock:contractKinds.${k}`) }))]}
        />
        <NativeSelect
          label={t('fields.store')}
          value={params.filters.storeId ?? ''}
          onChange={(e) => update({ storeId: e.currentTarget.value || null })}
          data={[{ value: '', label: t('any') }, ...(choices.data?.stores ?? []).map((s) => ({ value: String(s.id), label: s.name }))]}
        />
        <NativeSelect
          label={t('fields.company')}
          value={params.filters.companyId ?? ''}
          onChange={(e) => update({ companyId: e.currentTarget.value || null })}
          data={[{ value: '', label: t('any') }, ...(choices.data?.companies ?? []).map((c) => ({ value: String(c.id), label: c.name }))]}
        />
        <DownloadButtons path="/accounting/depreciation/overview" query={query} />
      </Group>
      {overview.data && <DepreciationTotals overview={overview.data} />}
      <ListTable {...table} caption={t('assets.title', { year })} columns={columns} rowKey={(a) => a.bikeId} emptyText={t('empty')} />
      {overview.data && (
        <Paper withBorder p="md">
          <NetBookValueChart projection={overview.data.projection} />
        </Paper>
      )}
      <Paper withBorder p="md">
        <DepreciationSettingsForm />
      </Paper>
    </Stack>
  );
}
