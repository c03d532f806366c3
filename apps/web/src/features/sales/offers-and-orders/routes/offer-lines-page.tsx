import { Anchor, Badge, Checkbox, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatPrice, OFFER_CONTRACT_TYPES, OFFER_LINE_KINDS, OFFER_STATUSES } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { ListTable } from '@/components/ui/list-table';
import { SearchInput } from '@/components/ui/search-input';
import { paths } from '@/config/paths';
import { useOfferLines, type OfferLineList } from '@/features/sales/offers-and-orders/api/get-offer-lines';
import { OFFER_STATUS_COLORS } from '@/features/sales/offers-and-orders/components/space';
import { useAuth } from '@/lib/auth/auth-context';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

type Row = OfferLineList['data'][number];

/**
 * `offers/list/offer_details` (spec §2, staff): the lines of every offer with their offer, customer and the salesperson
 * who made the offer, filtered by offer status, contract, kind of line and salesperson, sorted, downloadable.
 */
export function OfferLinesPage() {
  const { t } = useTranslation('sales');
  const locale = useLocale();
  const { user } = useAuth();
  const list = useListParams({ sort: 'createdAt', order: 'desc' });
  const { params, update, apiQuery } = list;
  const lines = useOfferLines(apiQuery);
  const table = useListScreen(lines, list);
  const title = t('offerLines.title');
  usePageTitle(title);
  const select = (name: string, label: string, values: readonly string[], words: string) => (
    <NativeSelect
      label={label}
      value={params.filters[name] ?? ''}
      onChange={(e) => update({ [name]: e.currentTarget.value || null })}
      data={[{ value: '', label: t('any') }, ...values.map((v) => ({ value: v, label: t(`${words}.${v}`) }))]}
    />
  );

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'offer',
      header: t('fields.offer'),
      sortKey: 'offer',
      render: (l) => (
        <Anchor component={Link} to={paths.sales.offer.getHref(locale, l.offer.id)} fw={600}>
          {t('offers.number', { id: l.offer.id })}
        </Anchor>
      ),
    },
    {
      key: 'line',
      header: t('offerLines.line'),
      rowHeader: true,
      render: (l) => (
        <div>
          <Text size="sm" fw={500}>
            {l.label}
            {l.size ? ` · ${l.size}` : ''}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`lineKinds.${l.kind}`)}
          </Text>
        </div>
      ),
    },
    { key: 'customer', header: t('fields.customer'), render: (l) => l.customer?.name ?? '—' },
    { key: 'salesperson', header: t('offerLines.salesperson'), render: (l) => l.salesperson?.name ?? '—', hideOnPhone: true },
    { key: 'quantity', header: t('offerLines.quantity'), render: (l) => l.quantity, align: 'right', hideOnPhone: true },
    {
      key: 'total',
      header: t('totals.exclVat'),
      sortKey: 'total',
      render: (l) => formatPrice(l.amounts.exclVatCents, locale),
      align: 'right',
    },
    {
      key: 'status',
      header: t('fields.status'),
      render: (l) => (
        <Badge variant="light" color={OFFER_STATUS_COLORS[l.offer.status]}>
          {t(`offerStatuses.${l.offer.status}`)}
        </Badge>
      ),
      hideOnPhone: true,
    },
    {
      key: 'createdAt',
      header: t('fields.createdAt'),
      sortKey: 'createdAt',
      render: (l) => formatDate(l.offer.createdAt),
      hideOnPhone: true,
    },
  ];

  return (
    <Stack gap="lg">
      <div>
        <Anchor component={Link} to={paths.sales.offers.getHref(locale)} size="sm">
          {t('offers.backToList')}
        </Anchor>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{t('offerLines.intro')}</Text>
      </div>
      <Group wrap="wrap" align="flex-end">
        <SearchInput label={t('offerLines.search')} value={params.q} onSearch={(q) => update({ q })} />
        {select('status', t('fields.status'), OFFER_STATUSES, 'offerStatuses')}
        {select('contractType', t('fields.contractType'), OFFER_CONTRACT_TYPES, 'contractTypes')}
        {select('kind', t('fields.item'), OFFER_LINE_KINDS, 'lineKinds')}
        {user && (
          <Checkbox
            label={t('offerLines.mine')}
            checked={params.filters.salespersonId === String(user.id)}
            onChange={(e) => update({ salespersonId: e.currentTarget.checked ? String(user.id) : null })}
          />
        )}
        <DownloadButtons path="/offers/lines" query={apiQuery} />
      </Group>
      <ListTable {...table} caption={title} columns={columns} rowKey={(l) => l.id} emptyText={t('offerLines.empty')} />
    </Stack>
  );
}
