import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatDate, type BikeListItem } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { paths } from '@/config/paths';
import { useBikeSummary } from '@/features/stock/stock/api/get-bike-summary';
import { useBikes } from '@/features/stock/stock/api/get-bikes';
import { BikesFilters } from '@/features/stock/stock/components/bikes-filters';
import { ColumnChooser, useSavedColumns } from '@/features/stock/stock/components/column-chooser';
import { modelName, useStockLabels } from '@/features/stock/stock/components/labels';
import { StockSummaryChart } from '@/features/stock/stock/components/stock-summary-chart';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

const COLUMN_KEYS = [
  'model',
  'size',
  'color',
  'location',
  'contractKind',
  'status',
  'company',
  'user',
  'keyRef',
  'lockRef',
  'numberPlate',
  'purchaseDate',
  'updatedAt',
] as const;
const DEFAULT_COLUMNS = ['model', 'location', 'contractKind', 'status', 'company', 'updatedAt'];
export const BIKE_COLUMNS_STORAGE_KEY = 'veloport.bikes-stock.columns';

export function BikesListPage() {
  const { t } = useTranslation('stock');
  const locale = useLocale();
  const labels = useStockLabels();
  const list = useListParams({ sort: 'id', order: 'desc' });
  const { params, update, apiQuery } = list;
  const bikes = useBikes(apiQuery);
  const table = useListScreen(bikes, list);
  const summary = useBikeSummary(apiQuery);
  const [visible, setVisible] = useSavedColumns(BIKE_COLUMNS_STORAGE_KEY, COLUMN_KEYS, DEFAULT_COLUMNS);
  usePageTitle(t('list.title'));

  const optional: Record<(typeof COLUMN_KEYS)[number], DataTableColumn<BikeListItem>> = {
    model: { key: 'model', header: t('fields.model'), render: (b) => modelName(b.model) },
    size: { key: 'size', header: t('fields.size'), render: (b) => b.size ?? '—' },
    color: { key: 'color', header: t('fields.color'), hideOnPhone: true, render: (b) => b.color ?? '—' },
    location: { key: 'location', header: t('fields.location'), render: (b) => b.location.name },
    contractKind: { key: 'contractKind', header: t('fields.contractKind'), render: (b) => labels.contract(b.contractKind) },
    status: { key: 'status', header: t('fields.status'), hideOnPhone: true, render: (b) => labels.status(b.status) },
    company: { key: 'company', header: t('fields.company'), hideOnPhone: true, render: (b) => b.company?.name ?? '—' },
    user: { key: 'user', header: t('fields.user'), hideOnPhone: true, render: (b) => b.user?.name ?? '—' },
    keyRef: { key: 'keyRef', header: t('fields.keyRef'), hideOnPhone: true, render: (b) => b.keyRef ?? '—' },
    lockRef: { key: 'lockRef', header: t('fields.lockRef'), hideOnPhone: true, render: (b) => b.lockRef ?? '—' },
    numberPlate: { key: 'numberPlate', header: t('fields.numberPlate'), hideOnPhone: true, render: (b) => b.numberPlate ?? '—' },
    purchaseDate: {
      key: 'purchaseDate',
      header: t('fields.purchaseDate'),
      sortKey: 'purchaseDate',
      hideOnPhone: true,
      render: (b) => formatDate(b.purchaseDate) || '—',
    },
    updatedAt: {
      key: 'updatedAt',
      header: t('fields.updatedAt'),
      sortKey: 'updatedAt',
      hideOnPhone: true,
      render: (b) => formatDate(b.updatedAt),
    },
  };
  const columns: DataTableColumn<BikeListItem>[] = [
    {
      key: 'frameNumber',
      header: t('fields.frameNumber'),
      sortKey: 'frameNumber',
      render: (b) => (
        <Anchor component={Link} to={paths.stock.bikeDetail.getHref(locale, b.id)} fw={600} ff="monospace">
          {b.frameNumber}
        </Anchor>
      ),
    },
    ...COLUMN_KEYS.filter((k) => visible.includes(k)).map((k) => optional[k]),
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1}>{t('list.title')}</Title>
          <Text c="dimmed">{t('list.subtitle')}</Text>
        </div>
        <Group gap="sm">
          <Button component={Link} to={paths.stock.insurance.getHref(locale)} variant="default">
            {t('insurance.link')}
          </Button>
          <Button component={Link} to={paths.stock.bikeCreate.getHref(locale)} leftSection={<IconPlus size={18} aria-hidden />}>
            {t('list.create')}
          </Button>
        </Group>
      </Group>
      <BikesFilters params={params} update={update} />
      {summary.data && (
        <Paper withBorder p="md" radius="md">
          <StockSummaryChart summary={summary.data} />
        </Paper>
      )}
      <Group justify="flex-end" gap="xs">
        <ColumnChooser
          options={COLUMN_KEYS.map((k) => ({ key: k, label: String(optional[k].header) }))}
          visible={visible}
          onChange={setVisible}
        />
        <DownloadButtons path="/stock/bikes" query={apiQuery} />
      </Group>
      <ListTable
        {...table}
        caption={t('list.caption')}
        columns={columns}
        rowKey={(b) => b.id}
        emptyText={t('list.empty')}
        noMatchText={t('list.empty')}
      />
    </Stack>
  );
}
