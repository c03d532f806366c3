import { Button, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { formatDate, formatDateTime, formatPrice, goodsLines, ticketAmounts, type TicketLine } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { receiptHref, type Ticket } from '@/features/sales/checkout/api/get-ticket';
import { TotalsTable } from '@/features/sales/checkout/components/totals-table';
import { useLocale } from '@/lib/locale';
import { ScrollRegion } from '@/components/ui/scroll-region';

/** A ticket as the receipt shows it: who, when, how paid, the lines and the totals, and the PDF to hand over. */
export function TicketReceipt({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  // A gift card sold (decision 063): its full code, printed here once, and its expiry.
  const label = (l: TicketLine) =>
    l.kind === 'gift_card'
      ? t('receipt.giftCardLine', { code: l.giftCard?.code ?? '', until: l.giftCard?.expiresOn ? formatDate(l.giftCard.expiresOn) : '—' })
      : l.frameNumber
        ? `${l.label} (${l.frameNumber})`
        : l.label;
  // Each goods line at its price after the till's percentage and before the promo code, which the totals below take
  // off once (issue 25, point 17: the code's discount was shown in the lines and again under them).
  const goods = goodsLines(ticket.lines);
  const { lines: beforePromo, totals: beforePromoTotals } = ticketAmounts(goods, ticket.discountPercent);
  const goodsIndex = new Map(ticket.lines.filter((l) => l.kind !== 'gift_card').map((l, i) => [l.id, i]));
  const shownCents = (l: TicketLine) => {
    const index = goodsIndex.get(l.id);
    return index === undefined ? l.amounts.inclVatCents : (beforePromo[index]?.inclVatCents ?? l.amounts.inclVatCents);
  };
  const facts: [string, string][] = [
    [t('receipt.date'), formatDateTime(ticket.createdAt)],
    [
      t('receipt.customer'),
      ticket.customer ? `${ticket.customer.name}${ticket.customer.email ? ` (${ticket.customer.email})` : ''}` : t('customer.anonymous'),
    ],
    [t('receipt.payment'), t(`paymentMethods.${ticket.paymentMethod}`)],
    [t('receipt.store'), ticket.store.name],
    [t('receipt.cashier'), ticket.cashier?.name ?? '—'],
  ];
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {facts.map(([label, value]) => (
            <div key={label}>
              <Text size="sm" c="dimmed">
                {label}
              </Text>
              <Text>{value}</Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>
      <ScrollRegion minWidth={320} label={t('receipt.lines')}>
        <Table aria-label={t('receipt.lines')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('cart.item')}</Table.Th>
              <Table.Th>{t('cart.quantity')}</Table.Th>
              <Table.Th ta="right">{t('cart.inclVat')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ticket.lines.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td>{label(l)}</Table.Td>
                <Table.Td>{l.quantity}</Table.Td>
                <Table.Td ta="right">{formatPrice(shownCents(l), locale)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      <TotalsTable
        totals={ticket.totals}
        discountPercent={ticket.discountPercent}
        percentDiscountCents={beforePromoTotals.discountCents}
        promo={ticket.promo}
        giftCard={ticket.giftCard}
        giftCardsSoldCents={ticket.giftCardsSoldCents}
        toPayCents={ticket.toPayCents}
        paymentMethod={ticket.paymentMethod}
      />
      <Group>
        <Button component="a" href={receiptHref(ticket.id)} download leftSection={<IconFileDownload size={16} aria-hidden />}>
          {t('receipt.download')}
        </Button>
      </Group>
    </Stack>
  );
}
