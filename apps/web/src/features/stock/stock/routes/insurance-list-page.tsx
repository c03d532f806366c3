import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { paths } from '@/config/paths';
import { useInsuredBikes, type InsuredBikeList } from '@/features/stock/stock/api/get-insured-bikes';
import { modelName } from '@/features/stock/stock/components/labels';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

type Row = InsuredBikeList['data'][number];

export function InsuranceListPage() {
  const { t } = useTranslation('stock');
  const locale = useLocale();
  const list = useListParams({ sort: 'insuranceEnd' });
  const { apiQuery } = list;
  const bikes = useInsuredBikes(apiQuery);
  const table = useListScreen(bikes, list);
  usePageTitle(t('insurance.title'));

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'frameNumber',
      header: t('fields.frameNumber'),
      render: (b) => (
        <Anchor component={Link} to={paths.stock.bikeDetail.getHref(locale, b.id)} fw={600} ff="monospace">
          {b.frameNumber}
        </Anchor>
      ),
    },
    { key: 'model', header: t('fields.model'), hideOnPhone: true, render: (b) => modelName(b.model) },
    { key: 'company', header: t('fields.company'), hideOnPhone: true, render: (b) => b.company?.name ?? '—' },
    { key: 'user', header: t('fields.user'), hideOnPhone: true, render: (b) => b.user?.name ?? '—' },
    { key: 'insurer', header: t('fields.insurer'), render: (b) => b.insurer },
    { key: 'policy', header: t('fields.insurancePolicy'), hideOnPhone: true, render: (b) => b.insurancePolicy ?? '—' },
    { key: 'start', header: t('fields.insuranceStart'), hideOnPhone: true, render: (b) => formatDate(b.insuranceStart) || '—' },
    { key: 'end', header: t('fields.insuranceEnd'), sortKey: 'insuranceEnd', render: (b) => formatDate(b.insuranceEnd) || '—' },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1}>{t('insurance.title')}</Title>
          <Text c="dimmed">{t('insurance.subtitle')}</Text>
        </div>
        <DownloadButtons path="/stock/bikes/insurance" query={apiQuery} />
      </Group>
      <ListTable
        {...table}
        caption={t('insurance.title')}
        columns={columns}
        rowKey={(b) => b.id}
        emptyText={t('insurance.empty')}
        noMatchText={t('insurance.empty')}
      />
    </Stack>
  );
}
