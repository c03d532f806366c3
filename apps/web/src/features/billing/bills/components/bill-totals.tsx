import { Table } from '@mantine/core';
import { formatPrice, type BillTotals } from '@veloport/domain';
import { useTranslation } from 'react-i18next';

/** Net and VAT per rate, then the bill's totals excluding VAT, VAT and including VAT. */
export function BillTotalsTable({ totals, reverseCharge }: { totals: BillTotals; reverseCharge?: boolean }) {
  const { t } = useTranslation('bills');
  return (
    <Table withTableBorder maw={480} ml="auto" aria-label={t('totals.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('totals.rate')}</Table.Th>
          <Table.Th ta="right">{t('totals.net')}</Table.Th>
          <Table.Th ta="right">{t('totals.vat')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {totals.byRate.map((r) => (
          <Table.Tr key={r.rate}>
            <Table.Td>{`${r.rate} %${r.rate === 0 && reverseCharge ? ` (${t('totals.reverseCharge')})` : ''}`}</Table.Td>
            <Table.Td ta="right">{formatPrice(r.netCents)}</Table.Td>
            <Table.Td ta="right">{formatPrice(r.vatCents)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Th scope="row">{t('totals.exclVat')}</Table.Th>
          <Table.Td ta="right" colSpan={2}>
            {formatPrice(totals.exclVatCents)}
          </Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">{t('totals.vatTotal')}</Table.Th>
          <Table.Td ta="right" colSpan={2}>
            {formatPrice(totals.vatCents)}
          </Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">{t('totals.inclVat')}</Table.Th>
          <Table.Td ta="right" colSpan={2} fw={700}>
            {formatPrice(totals.inclVatCents)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
