import { Anchor, Badge, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconListDetails, IconPlus } from '@tabler/icons-react';
import { formatDate, formatPrice, OFFER_CONTRACT_TYPES, OFFER_STATUSES } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { paths } from '@/config/paths';
import { useOffers, type OfferList } from '@/features/sales/offers-and-orders/api/get-offers';
import { OFFER_STATUS_COLORS, offerHref, type SalesSpace } from '@/features/sales/offers-and-orders/components/space';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

type Row = OfferList['data'][number];

const TITLES = { staff: 'offers.title', fleet: 'offers.fleetTitle', mine: 'offers.mineTitle' } as const;

/** `offers/list` (staff), `fleet/offers/list` (the company's) and `my-offers/list` (the customer's own). */
export function OfferListPage({ space }: { space: SalesSpace }) {
  const { t } = useTranslation('sales');
  const locale = useLocale();
  const list = useListParams({ sort: 'id', order: 'desc' });
  const { params, update, apiQuery } = list;
  const offers = useOffers(apiQuery);
  const table = useListScreen(offers, list);
  usePageTitle(t(TITLES[space]));

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'id',
      header: t('fields.offer'),
      sortKey: 'id',
      render: (o) => (
        <Anchor component={Link} to={offerHref(space, locale, o.id)} fw={600}>
          {t('offers.number', { id: o.id })}
        </Anchor>
      ),
    },
    {
      key: 'customer',
      header: t('fields.customer'),
      render: (o) => [o.company?.name, o.user?.name].filter(Boolean).join(' · ') || '—',
    },
    { key: 'contractType', header: t('fields.contractType'), render: (o) => t(`contractTypes.${o.contractType}`), hideOnPhone: true },
    {
      key: 'total',
      header: t('totals.exclVat'),
      render: (o) => formatPrice(o.totals.exclVatCents, locale),
      align: 'right',
      hideOnPhone: true,
    },
    { key: 'inclVat', header: t('totals.inclVat'), render: (o) => formatPrice(o.totals.inclVatCents, locale), align: 'right' },
    {
      key: 'status',
      header: t('fields.status'),
      sortKey: 'status',
      render: (o) => (
        <Badge variant="light" color={OFFER_STATUS_COLORS[o.status]}>
          {t(`offerStatuses.${o.status}`)}
        </Badge>
      ),
    },
    { key: 'createdAt', header: t('fields.createdAt'), sortKey: 'createdAt', render: (o) => formatDate(o.createdAt), hideOnPhone: true },
    ...(space === 'staff'
      ? [{ key: 'createdBy', header: t('fields.createdBy'), render: (o: Row) => o.createdBy?.name ?? '—', hideOnPhone: true }]
      : []),
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t(TITLES[space])}</Title>
          <Text c="dimmed">{t(`offers.intro.${space}`)}</Text>
        </div>
        {space === 'staff' && (
          <Group gap="sm">
            <Button
              component={Link}
              to={paths.sales.offerLines.getHref(locale)}
              variant="default"
              leftSection={<IconListDetails size={16} aria-hidden />}
            >
              {t('offerLines.link')}
            </Button>
            <Button component={Link} to={paths.sales.offerCreate.getHref(locale)} leftSection={<IconPlus size={16} aria-hidden />}>
              {t('offers.create')}
            </Button>
          </Group>
        )}
      </Group>
      <Group wrap="wrap">
        <NativeSelect
          label={t('fields.status')}
          value={params.filters.status ?? ''}
          onChange={(e) => update({ status: e.currentTarget.value || null })}
          data={[{ value: '', label: t('any') }, ...OFFER_STATUSES.map((s) => ({ value: s, label: t(`offerStatuses.${s}`) }))]}
        />
        <NativeSelect
          label={t('fields.contractType')}
          value={params.filters.contractType ?? ''}
          onChange={(e) => update({ contractType: e.currentTarget.value || null })}
          data={[{ value: '', label: t('any') }, ...OFFER_CONTRACT_TYPES.map((c) => ({ value: c, label: t(`contractTypes.${c}`) }))]}
        />
      </Group>
      <ListTable {...table} caption={t(TITLES[space])} columns={columns} rowKey={(o) => o.id} emptyText={t('offers.empty')} />
    </Stack>
  );
}
