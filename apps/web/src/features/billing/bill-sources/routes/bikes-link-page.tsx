import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatPrice } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { SearchInput } from '@/components/ui/search-input';
import { useBikeLinks, type BillBikeLinkList } from '@/features/billing/bill-sources/api/get-bike-links';
import { SourcesNav } from '@/features/billing/bill-sources/components/sources-nav';
import { billHref, billSourcePaths } from '@/features/billing/bill-sources/paths';
import { useErrorMessage } from '@/lib/errors';
import { isFiltered, useListParams } from '@/lib/list-params';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

type Row = BillBikeLinkList['data'][number];

/** `bills/bikes-link`: every bill ↔ bike link, searchable by bill number, customer or frame number. */
export function BikesLinkPage() {
  const { t } = useTranslation('billSources');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const title = t('screens.bikesLink.title');
  usePageTitle(title);
  const { params, update, toggleSort, apiQuery } = useListParams({ sort: 'date', order: 'desc' });
  const list = useBikeLinks(apiQuery);
  const columns: DataTableColumn<Row>[] = [
    {
      key: 'number',
      header: t('fields.bill'),
      sortKey: 'number',
      render: (b) => (
        <Anchor component={Link} to={billHref(locale, b.id)} fw={600}>
          {b.number ?? t('draftBill')}
        </Anchor>
      ),
    },
    { key: 'customer', header: t('fields.customer'), sortKey: 'customer', render: (b) => b.customerName },
    { key: 'bike', header: t('fields.bike'), render: (b) => `${b.bike.frameNumber}${b.bike.model ? ` · ${b.bike.model}` : ''}` },
    { key: 'date', header: t('fields.issueDate'), sortKey: 'date', render: (b) => formatDate(b.issueDate), hideOnPhone: true },
    { key: 'total', header: t('fields.inclVat'), render: (b) => formatPrice(b.inclVatCents), align: 'right', hideOnPhone: true },
    {
      key: 'edit',
      header: t('fields.action'),
      render: (b) => (
        <Anchor
          component={Link}
          to={billSourcePaths.updateBikes.getHref(locale, b.id)}
          aria-label={t('linkBikesOf', { number: b.number ?? b.id })}
        >
          {t('change')}
        </Anchor>
      ),
    },
  ];
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{t('screens.bikesLink.intro')}</Text>
      </div>
      <SourcesNav />
      <SearchInput label={t('searchLinks')} value={params.q} onSearch={(q) => update({ q })} />
      <DownloadButtons path="/bills/bikes-link" query={apiQuery} />
      {list.isError && <Alert color="red">{errorMessage(list.error)}</Alert>}
      {list.data && list.data.data.length === 0 && params.page <= 1 && !isFiltered(params) ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('screens.bikesLink.empty')}
        </Text>
      ) : (
        <DataTable
          caption={title}
          columns={columns}
          rows={list.data?.data}
          rowKey={(b) => `${b.id}-${b.bike.id}`}
          total={list.data?.meta.total ?? 0}
          page={params.page}
          perPage={params.perPage}
          sort={params.sort}
          order={params.order}
          loading={list.isPending}
          onSort={toggleSort}
          onPage={(page) => update({ page })}
          onPerPage={(perPage) => update({ perPage })}
        />
      )}
    </Stack>
  );
}
