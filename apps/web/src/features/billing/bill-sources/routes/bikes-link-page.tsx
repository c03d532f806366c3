import { Anchor, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatPrice } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { SearchInput } from '@/components/ui/search-input';
import { useBikeLinks, type BillBikeLinkList } from '@/features/billing/bill-sources/api/get-bike-links';
import { SourcesNav } from '@/features/billing/bill-sources/components/sources-nav';
import { billHref, billSourcePaths } from '@/features/billing/bill-sources/paths';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

type Row = BillBikeLinkList['data'][number];

/** `bills/bikes-link`: every bill ↔ bike link, searchable by bill number, customer or frame number. */
export function BikesLinkPage() {
  const { t } = useTranslation('billSources');
  const locale = useLocale();
  const title = t('screens.bikesLink.title');
  usePageTitle(title);
  const listParams = useListParams({ sort: 'date', order: 'desc' });
  const { params, update, apiQuery } = listParams;
  const list = useBikeLinks(apiQuery);
  const table = useListScreen(list, listParams);
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
      <ListTable
        {...table}
        caption={title}
        columns={columns}
        rowKey={(b) => `${b.id}-${b.bike.id}`}
        emptyText={t('screens.bikesLink.empty')}
      />
    </Stack>
  );
}
