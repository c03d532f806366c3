import { Alert, Anchor, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { PAYMENT_METHODS, TICKET_CUSTOMER_KINDS, formatDateTime, formatPrice } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { SearchInput } from '@/components/ui/search-input';
import { paths } from '@/config/paths';
import { useTicket } from '@/features/sales/checkout/api/get-ticket';
import { useTickets, type TicketList } from '@/features/sales/checkout/api/get-tickets';
import { TicketReceipt } from '@/features/sales/checkout/components/ticket-receipt';
import { useErrorMessage } from '@/lib/errors';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

type Row = TicketList['data'][number];

/** `checkout/tickets`: every sale at the till, newest first, with filters and a CSV/XLSX download. */
export function TicketListPage() {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const list = useListParams({ sort: 'id', order: 'desc' });
  const { params, update, apiQuery } = list;
  const tickets = useTickets(apiQuery);
  const table = useListScreen(tickets, list);
  usePageTitle(t('tickets.title'));

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'id',
      header: t('tickets.number'),
      sortKey: 'id',
      render: (r) => (
        <Anchor component={Link} to={paths.checkout.ticket.getHref(locale, r.id)} fw={600}>
          {r.number}
        </Anchor>
      ),
    },
    { key: 'createdAt', header: t('receipt.date'), sortKey: 'createdAt', render: (r) => formatDateTime(r.createdAt), hideOnPhone: true },
    { key: 'customer', header: t('receipt.customer'), render: (r) => r.customer?.name ?? t('customer.anonymous') },
    { key: 'payment', header: t('receipt.payment'), render: (r) => t(`paymentMethods.${r.paymentMethod}`), hideOnPhone: true },
    { key: 'items', header: t('tickets.items'), render: (r) => r.itemCount, align: 'right', hideOnPhone: true },
    // What was rung up: the goods VAT included and the gift cards sold (outside VAT scope, decision 063).
    {
      key: 'total',
      header: t('tickets.total'),
      sortKey: 'total',
      render: (r) => formatPrice(r.totals.inclVatCents + r.giftCardsSoldCents, locale),
      align: 'right',
    },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t('tickets.title')}</Title>
          <Text c="dimmed">{t('tickets.intro')}</Text>
        </div>
        <Anchor component={Link} to={paths.checkout.till.getHref(locale)}>
          {t('till.title')}
        </Anchor>
      </Group>
      <Group wrap="wrap" align="flex-end">
        <SearchInput label={t('tickets.search')} value={params.q ?? ''} onSearch={(q) => update({ q: q || null })} />
        <NativeSelect
          label={t('receipt.payment')}
          value={params.filters.paymentMethod ?? ''}
          onChange={(e) => update({ paymentMethod: e.currentTarget.value || null })}
          data={[{ value: '', label: t('any') }, ...PAYMENT_METHODS.map((m) => ({ value: m, label: t(`paymentMethods.${m}`) }))]}
        />
        <NativeSelect
          label={t('receipt.customer')}
          value={params.filters.customerKind ?? ''}
          onChange={(e) => update({ customerKind: e.currentTarget.value || null })}
          data={[{ value: '', label: t('any') }, ...TICKET_CUSTOMER_KINDS.map((k) => ({ value: k, label: t(`customerKinds.${k}`) }))]}
        />
        <DownloadButtons path="/checkout/tickets" query={apiQuery} />
      </Group>
      <ListTable {...table} caption={t('tickets.title')} columns={columns} rowKey={(r) => r.id} emptyText={t('tickets.empty')} />
    </Stack>
  );
}

/** `checkout/tickets/{id}`: one sale, as its receipt. */
export function TicketPage() {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const id = Number(useParams().id);
  const ticket = useTicket(id);
  usePageTitle(ticket.data ? t('receipt.title', { number: ticket.data.number }) : t('tickets.title'));
  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Anchor component={Link} to={paths.checkout.tickets.getHref(locale)} size="sm">
          {t('tickets.backToList')}
        </Anchor>
        <Title order={1}>{ticket.data ? t('receipt.title', { number: ticket.data.number }) : t('tickets.title')}</Title>
      </div>
      {ticket.isError && <Alert color="red">{errorMessage(ticket.error)}</Alert>}
      {ticket.data && <TicketReceipt ticket={ticket.data} />}
    </Stack>
  );
}
