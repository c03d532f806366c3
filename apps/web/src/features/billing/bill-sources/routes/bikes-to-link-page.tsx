import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatPrice } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { SearchInput } from '@/components/ui/search-input';
import { useBikesToLink, type BillToLinkList } from '@/features/billing/bill-sources/api/get-bikes-to-link';
import { SourcesNav } from '@/features/billing/bill-sources/components/sources-nav';
import { billHref, billSourcePaths } from '@/features/billing/bill-sources/paths';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

type Row = BillToLinkList['data'][number];

/** `bills/bikes-to-link`: issued invoices that name no bike yet, each with a link to choose its bikes. */
export function BikesToLinkPage() {
  const { t } = useTranslation('billSources');
  const locale = useLocale();
  const title = t('screens.bikesToLink.title');
  usePageTitle(title);
  const listParams = useListParams({ sort: 'date', order: 'desc' });
  const { params, update, apiQuery } = listParams;
  const list = useBikesToLink(apiQuery);
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
    { key: 'date', header: t('fields.issueDate'), sortKey: 'date', render: (b) => formatDate(b.issueDate), hideOnPhone: true },
    {
      key: 'sources',
      header: t('fields.sources'),
      render: (b) => (b.sourceKinds.length ? b.sourceKinds.map((k) => t(`kinds.${k}`, { defaultValue: k })).join(', ') : t('typedByHand')),
      hideOnPhone: true,
    },
    { key: 'total', header: t('fields.inclVat'), render: (b) => formatPrice(b.inclVatCents), align: 'right', hideOnPhone: true },
    {
      key: 'link',
      header: t('fields.action'),
      render: (b) => (
        <Button
          component={Link}
          to={billSourcePaths.updateBikes.getHref(locale, b.id)}
          size="xs"
          variant="light"
          aria-label={t('linkBikesOf', { number: b.number ?? b.id })}
        >
          {t('linkBikes')}
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{t('screens.bikesToLink.intro')}</Text>
      </div>
      <SourcesNav />
      <SearchInput label={t('searchBills')} value={params.q} onSearch={(q) => update({ q })} />
      <DownloadButtons path="/bills/bikes-to-link" query={apiQuery} />
      <ListTable {...table} caption={title} columns={columns} rowKey={(b) => b.id} emptyText={t('screens.bikesToLink.empty')} />
    </Stack>
  );
}
