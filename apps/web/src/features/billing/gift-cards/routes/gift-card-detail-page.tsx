import type { ReactNode } from 'react';
import { Alert, Anchor, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate, formatDateTime, formatPrice } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadState } from '@/components/ui/load-state';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { useGiftCard } from '@/features/billing/gift-cards/api/get-gift-card';
import { GiftCardStatusBadge } from '@/features/billing/gift-cards/components/gift-card-status';
import { VoidGiftCard } from '@/features/billing/gift-cards/components/void-gift-card';
import { paths } from '@/config/paths';
import { giftCardPaths } from '@/features/billing/gift-cards/paths';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

/** `bills/gift-cards/{id}`: a card, its balance and every use with who and when; voiding it (decision 119). */
export function GiftCardDetailPage() {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const id = Number(useParams().id);
  const card = useGiftCard(id);
  usePageTitle(card.data ? t('giftCards.cardTitle', { code: card.data.code }) : t('giftCards.title'));
  if (!Number.isInteger(id) || id <= 0) return <LoadState notFound />;
  if (!card.data) return <LoadState error={card.error} />;
  const c = card.data;
  const detail = (label: string, value: ReactNode) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="div">{value}</Text>
    </div>
  );

  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Anchor component={Link} to={giftCardPaths.list.getHref(locale)} size="sm">
          {t('giftCards.backToList')}
        </Anchor>
        <Group gap="sm" wrap="wrap" justify="space-between">
          <Group gap="sm" wrap="wrap">
            <Title order={1}>{t('giftCards.cardTitle', { code: c.code })}</Title>
            <GiftCardStatusBadge status={c.status} />
          </Group>
          <VoidGiftCard card={c} />
        </Group>
      </div>
      {c.voided && (
        <Alert
          color="gray"
          title={
            c.voided.by
              ? t('giftCards.void.voidedBy', { date: formatDateTime(c.voided.at), name: c.voided.by.name })
              : t('giftCards.void.voidedAt', { date: formatDateTime(c.voided.at) })
          }
        >
          <Text size="sm">{t(`giftCards.void.reasons.${c.voided.reason}`)}</Text>
          {c.voided.note && <Text size="sm">{c.voided.note}</Text>}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {detail(t('giftCards.fields.balance'), formatPrice(c.balanceCents))}
        {detail(t('giftCards.fields.amount'), formatPrice(c.initialCents))}
        {detail(t('giftCards.fields.expiresOn'), c.expiresOn ? formatDate(c.expiresOn) : t('giftCards.noExpiry'))}
        {detail(
          t('giftCards.fields.soldVia'),
          c.soldOnTicket ? (
            <Anchor component={Link} to={paths.checkout.ticket.getHref(locale, c.soldOnTicket.id)}>
              {t('giftCards.onTicket', { number: c.soldOnTicket.number })}
            </Anchor>
          ) : (
            t(`giftCards.channels.${c.soldVia}`)
          ),
        )}
        {detail(t('giftCards.fields.buyer'), c.buyerName ?? '—')}
        {detail(t('giftCards.fields.note'), c.note ?? '—')}
      </SimpleGrid>
      <Title order={2} size="h3">
        {t('giftCards.uses.title')}
      </Title>
      {/* Wider than a phone: a region a keyboard reaches (axe: scrollable-region-focusable, found voiding on a phone). */}
      <ScrollRegion label={t('giftCards.uses.title')} minWidth={480}>
        <Table>
          <Table.Caption>{t('giftCards.uses.title')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('giftCards.uses.at')}</Table.Th>
              <Table.Th>{t('giftCards.uses.reference')}</Table.Th>
              <Table.Th ta="right">{t('giftCards.uses.amount')}</Table.Th>
              <Table.Th ta="right">{t('giftCards.uses.balanceAfter')}</Table.Th>
              <Table.Th>{t('giftCards.uses.by')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {c.uses.map((u) => (
              <Table.Tr key={u.id}>
                <Table.Td>{formatDateTime(u.at)}</Table.Td>
                <Table.Td>
                  {u.reference === 'sale' ? t('giftCards.uses.sale') : u.reference === 'void' ? t('giftCards.uses.void') : u.reference}
                </Table.Td>
                <Table.Td ta="right">{formatPrice(u.amountCents)}</Table.Td>
                <Table.Td ta="right">{formatPrice(u.balanceAfterCents)}</Table.Td>
                <Table.Td>{u.by?.name ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </Stack>
  );
}
