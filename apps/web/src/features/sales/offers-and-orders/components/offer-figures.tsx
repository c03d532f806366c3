import { Table, Text } from '@mantine/core';
import { formatPrice } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import type { Offer } from '@/features/sales/offers-and-orders/api/get-offer';
import { useLocale } from '@/lib/locale';

/** The offer's totals (excl. VAT, VAT per rate, incl. VAT) and, for a lease or a financed purchase, the monthly figures. */
export function OfferFigures({ offer }: { offer: Offer }) {
  const { t } = useTranslation('sales');
  const locale = useLocale();
  const { totals } = offer;
  const rows: [string, number, boolean?][] = [];
  if (totals.discountCents > 0) rows.push([t('totals.discount'), -totals.discountCents]);
  rows.push([t('totals.exclVat'), totals.exclVatCents]);
  for (const vat of totals.vatByRate) rows.push([t('totals.vatAtRate', { rate: vat.rate }), vat.vatCents]);
  rows.push([t('totals.inclVat'), totals.inclVatCents, true]);
  if (offer.purchase.saleDiscountCents > 0) rows.push([t('totals.saleDiscount'), -offer.purchase.saleDiscountCents]);
  if (offer.leasing) {
    rows.push([t('totals.monthly', { months: offer.leasing.months }), offer.display.monthlyCents ?? offer.leasing.monthlyCents, true]);
    if (offer.contractType === 'annual') rows.push([t('totals.annual'), offer.leasing.annualCents]);
    if (offer.contractType === 'prepaid') rows.push([t('totals.prepaid'), offer.leasing.prepaidCents]);
    rows.push([t('totals.residualValue'), offer.leasing.residualValueCents]);
  }
  if (offer.financing)
    rows.push([
      t('totals.financedMonthly', { months: offer.financing.months, rate: offer.financing.annualRatePercent }),
      offer.financing.monthlyCents,
      true,
    ]);
  if (offer.catalogueValueCents > 0) rows.push([t('totals.catalogueValue'), offer.catalogueValueCents]);

  return (
    <div>
      <Table maw={480} ml="auto" aria-label={t('totals.title')} verticalSpacing={6}>
        <Table.Tbody>
          {rows.map(([label, cents, strong]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={strong ? 700 : 400}>
                {label}
              </Table.Th>
              <Table.Td ta="right" fw={strong ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
                {formatPrice(cents, locale)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {offer.leasing && offer.display.vatIncluded && (
        <Text size="xs" c="dimmed" ta="right">
          {t('totals.monthlyVatIncluded')}
        </Text>
      )}
    </div>
  );
}
