import { Anchor, Button, Group, Modal, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatDate, formatPrice, GIFT_CARD_STATUSES } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { SearchInput } from '@/components/ui/search-input';
import { useGiftCards, type GiftCardList } from '@/features/billing/gift-cards/api/get-gift-cards';
import { GiftCardStatusBadge } from '@/features/billing/gift-cards/components/gift-card-status';
import { RedeemGiftCardForm } from '@/features/billing/gift-cards/components/redeem-gift-card-form';
import { SellGiftCardForm } from '@/features/billing/gift-cards/components/sell-gift-card-form';
import { paths } from '@/config/paths';
import { giftCardPaths } from '@/features/billing/gift-cards/paths';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

type Row = GiftCardList['data'][number];

/** `bills/gift-cards`: cards sold, with their balance; sell one, or take one in payment at the till. */
export function GiftCardListPage() {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const navigate = useNavigate();
  const [selling, setSelling] = useState(false);
  const list = useListParams({ sort: 'createdAt', order: 'desc' });
  const { params, update, apiQuery } = list;
  const cards = useGiftCards(apiQuery);
  const table = useListScreen(cards, list);
  const title = t('giftCards.title');
  usePageTitle(title);

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'code',
      header: t('giftCards.fields.code'),
      render: (c) => (
        <Anchor component={Link} to={giftCardPaths.detail.getHref(locale, c.id)} fw={600} ff="monospace">
          {c.code}
        </Anchor>
      ),
    },
    { key: 'status', header: t('giftCards.fields.status'), render: (c) => <GiftCardStatusBadge status={c.status} /> },
    { key: 'initial', header: t('giftCards.fields.amount'), render: (c) => formatPrice(c.initialCents), align: 'right', hideOnPhone: true },
    {
      key: 'balance',
      header: t('giftCards.fields.balance'),
      sortKey: 'balance',
      render: (c) => formatPrice(c.balanceCents),
      align: 'right',
    },
    {
      key: 'expiresOn',
      header: t('giftCards.fields.expiresOn'),
      sortKey: 'expiresOn',
      render: (c) => formatDate(c.expiresOn),
      hideOnPhone: true,
    },
    {
      key: 'soldVia',
      header: t('giftCards.fields.soldVia'),
      render: (c) =>
        c.soldOnTicket ? (
          <Anchor component={Link} to={paths.checkout.ticket.getHref(locale, c.soldOnTicket.id)}>
            {t('giftCards.onTicket', { number: c.soldOnTicket.number })}
          </Anchor>
        ) : (
          t(`giftCards.channels.${c.soldVia}`)
        ),
      hideOnPhone: true,
    },
    { key: 'buyer', header: t('giftCards.fields.buyer'), render: (c) => c.buyerName ?? '—', hideOnPhone: true },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{t('giftCards.intro')}</Text>
        </div>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setSelling(true)}>
          {t('giftCards.sell')}
        </Button>
      </Group>
      <Modal opened={selling} onClose={() => setSelling(false)} title={t('giftCards.sell')} centered>
        <SellGiftCardForm
          onCancel={() => setSelling(false)}
          onDone={(card) => {
            setSelling(false);
            notify('success', t('giftCards.sold', { code: card.code }));
            navigate(giftCardPaths.detail.getHref(locale, card.id));
          }}
        />
      </Modal>
      <RedeemGiftCardForm />
      <Group wrap="wrap" align="flex-end">
        <SearchInput label={t('giftCards.search')} value={params.q} onSearch={(q) => update({ q })} />
        <NativeSelect
          label={t('giftCards.fields.status')}
          value={params.filters.status ?? ''}
          onChange={(e) => update({ status: e.currentTarget.value || null })}
          data={[{ value: '', label: t('any') }, ...GIFT_CARD_STATUSES.map((s) => ({ value: s, label: t(`giftCards.statuses.${s}`) }))]}
        />
        <DownloadButtons path="/gift-cards" query={apiQuery} />
      </Group>
      <ListTable {...table} caption={title} columns={columns} rowKey={(c) => c.id} emptyText={t('giftCards.empty')} />
    </Stack>
  );
}
