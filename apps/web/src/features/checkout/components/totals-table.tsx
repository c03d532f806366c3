import { Table } from '@mantine/core';
import { formatPrice, type TicketTotals } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/locale';

/** A sale's totals: the discount when there is one, excl. VAT, the VAT of each rate, incl. VAT. */
export function TotalsTable({ totals, discountPercent }: { totals: TicketTotals; discountPercent: number }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const rows: [string, string, boolean?][] = [];
  if (totals.discountCents > 0) rows.push([t('totals.discount', { percent: discountPercent }), `− ${formatPrice(totals.discountCents, locale)}`]);
  rows.push([t('totals.exclVat'), formatPrice(totals.exclVatCents, locale)]);
  for (const g of totals.vatByRate) rows.push([t('totals.vatAt', { rate: g.rate }), formatPrice(g.vatCents, locale)]);
  rows.push([t('totals.inclVat'), formatPrice(totals.inclVatCents, locale), true]);
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
