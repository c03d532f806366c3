import { Table } from '@mantine/core';
import { formatPrice, type TicketTotals } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/locale';

/** A sale's totals: the discount when there is one, excl. VAT, the VAT of each rate, incl. VAT. */
type Paid = {
  /** The till's percentage alone, when a promo code's share is also in the totals' discount (decision 059). */
  percentDiscountCents?: number;
  promo?: { code: string; discountCents: number } | null;
  /** A gift card paying part of the ticket (its code: only once the sale is made). */
  giftCard?: { code?: string; amountCents: number; balanceAfterCents: number } | null;
  /** The gift cards the ticket sells (decision 063): outside VAT scope, paid with the rest. */
  giftCardsSoldCents?: number;
  toPayCents?: number;
  paymentMethod?: string;
};

export function TotalsTable({
  totals,
  discountPercent,
  percentDiscountCents,
  promo,
  giftCard,
  giftCardsSoldCents = 0,
  toPayCents,
  paymentMethod,
}: { totals: TicketTotals; discountPercent: number } & Paid) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const rows: [string, string, boolean?][] = [];
  const percentCents = percentDiscountCents ?? totals.discountCents;
  if (percentCents > 0) rows.push([t('totals.discount', { percent: discountPercent }), `− ${formatPrice(percentCents, locale)}`]);
  if (promo) rows.push([t('totals.promo', { code: promo.code }), `− ${formatPrice(promo.discountCents, locale)}`]);
  // Goods: a ticket selling only gift cards has no VAT to show.
  if (totals.grossCents || totals.vatByRate.length) {
    rows.push([t('totals.exclVat'), formatPrice(totals.exclVatCents, locale)]);
    for (const g of totals.vatByRate) rows.push([t('totals.vatAt', { rate: g.rate }), formatPrice(g.vatCents, locale)]);
    rows.push([t('totals.inclVat'), formatPrice(totals.inclVatCents, locale), true]);
  }
  if (giftCardsSoldCents) rows.push([t('totals.giftCardsSold'), `+ ${formatPrice(giftCardsSoldCents, locale)}`]);
  if (giftCard) {
    const balance = formatPrice(giftCard.balanceAfterCents, locale);
    rows.push([
      giftCard.code ? t('totals.giftCard', { code: giftCard.code, balance }) : t('totals.giftCardUse', { balance }),
      `− ${formatPrice(giftCard.amountCents, locale)}`,
    ]);
  }
  if (giftCard || giftCardsSoldCents)
    rows.push([
      paymentMethod ? t('totals.paidBy', { method: t(`paymentMethods.${paymentMethod}`) }) : t('totals.toPay'),
      formatPrice(toPayCents ?? 0, locale),
      true,
    ]);
  return (
    <Table aria-label={t('totals.title')} verticalSpacing={6}>
      <Table.Tbody>
        {rows.map(([label, value, strong]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={strong ? 700 : 400}>
              {label}
            </Table.Th>
            <Table.Td ta="right" fw={strong ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
              {value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
