import { SimpleGrid, Table, Text } from '@mantine/core';
import { formatCount, formatPrice, type DepreciationOverview } from '@veloport/domain';
import { useTranslation } from 'react-i18next';

type Totals = DepreciationOverview['totals'];

/** The year's totals, which tie out (acquisition − accumulated = net book value), then the same per asset class. */
export function DepreciationTotals({ overview }: { overview: DepreciationOverview }) {
  const { t } = useTranslation('depreciation');
  const cells = (x: Totals) => [x.acquisitionCents, x.depreciationCents, x.accumulatedCents, x.netBookValueCents];
  const heads = [t('fields.acquisition'), t('fields.depreciation'), t('fields.accumulated'), t('fields.netBookValue')];
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {cells(overview.totals).map((cents, i) => (
          <div key={heads[i]}>
            <Text size="sm" c="dimmed">
              {heads[i]}
            </Text>
            <Text fw={700} size="lg">
              {formatPrice(cents)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Table.ScrollContainer minWidth={560} type="native" tabIndex={0} aria-label={t('byClass.title')}>
        <Table>
          <caption>{t('byClass.title')}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('fields.assetClass')}</Table.Th>
              <Table.Th scope="col">{t('byClass.count')}</Table.Th>
              {heads.map((h) => (
                <Table.Th key={h} scope="col" ta="right">
                  {h}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[
              ...overview.byClass.map((c) => ({ ...c, label: t(`classes.${c.assetClass}`) })),
              { ...overview.totals, label: t('byClass.total'), count: overview.byClass.reduce((s, c) => s + c.count, 0) },
            ].map((row) => (
              <Table.Tr key={row.label}>
                <Table.Th scope="row">{row.label}</Table.Th>
                <Table.Td>{formatCount(row.count)}</Table.Td>
                {cells(row).map((cents, i) => (
                  <Table.Td key={heads[i]} ta="right">
                    {formatPrice(cents)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
