import { Alert, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate, formatPrice, type NetCost } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { StackedBarChart } from '@/components/ui/stacked-bar-chart';

const percent = (rate: number) => `${(Math.round(rate * 10_000) / 100).toString().replace('.', ',')} %`;

/** Every figure of the simulation and the assumptions behind it, so the employee can check each step. */
export function NetCostBreakdown({ simulation }: { simulation: NetCost }) {
  const { t } = useTranslation('netCost');
  const { lease, rates, result } = simulation;
  const rows: [string, string][] = [
    [t('rows.bikePrice'), formatPrice(simulation.model.priceCents)],
    [t('rows.leasingDiscount'), `${String(lease.leasingDiscountPercent).replace('.', ',')} %`],
    [t('rows.bikeAmount'), formatPrice(lease.bikeAmountCents)],
    [t('rows.maintenance'), t('rows.maintenanceValue', { amount: formatPrice(lease.yearlyMaintenanceBudgetCents) })],
    [t('rows.insurance'), formatPrice(lease.monthlyInsuranceCents)],
    [t('rows.leaseExclVat', { months: lease.months }), formatPrice(lease.monthlyExclVatCents)],
    [lease.vatIncluded ? t('rows.grossSacrificeVat') : t('rows.grossSacrifice'), formatPrice(result.grossSacrificeCents)],
    [t('rows.socialSaving', { rate: percent(rates.employeeSocialRate) }), `− ${formatPrice(result.socialSavingCents)}`],
    [t('rows.taxSaving', { surcharge: percent(rates.municipalSurchargeRate) }), `− ${formatPrice(result.taxSavingCents)}`],
    [t('rows.benefitInKind'), formatPrice(rates.benefitInKindCents)],
  ];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Figure label={t('figures.gross')} value={formatPrice(result.grossSacrificeCents)} />
        <Figure
          label={t('figures.net')}
          value={formatPrice(result.netCostCents)}
          note={t('figures.share', { percent: String(result.netSharePercent).replace('.', ',') })}
          strong
        />
        <Figure
          label={t('figures.afterAllowance')}
          value={formatPrice(result.netCostAfterAllowanceCents)}
          note={t('figures.allowance', { amount: formatPrice(result.bikeAllowanceCents) })}
        />
      </SimpleGrid>
      {result.exceedsSalary && <Alert color="red">{t('exceedsSalary')}</Alert>}
      <StackedBarChart
        title={t('chart.title')}
        labelHeader={t('chart.labelHeader')}
        totalHeader={t('chart.total')}
        formatNumber={(cents) => formatPrice(cents)}
        series={[
          { key: 'net', label: t('chart.net'), color: 'var(--mantine-color-blue-7)' },
          { key: 'tax', label: t('chart.tax'), color: 'var(--mantine-color-teal-7)' },
          { key: 'social', label: t('chart.social'), color: 'var(--mantine-color-grape-7)' },
        ]}
        bars={[
          {
            key: 'lease',
            label: t('chart.bar'),
            values: { net: result.netCostCents, tax: result.taxSavingCents, social: result.socialSavingCents },
          },
        ]}
      />
      <Title order={2} size="h4" id="net-cost-details">
        {t('details')}
      </Title>
      <Table.ScrollContainer minWidth={320}>
        <Table aria-labelledby="net-cost-details">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" fw={400}>
                  {label}
                </Table.Th>
                <Table.Td ta="right">{value}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th scope="row">{t('rows.netCost')}</Table.Th>
              <Table.Td ta="right" fw={700}>
                {formatPrice(result.netCostCents)}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row" fw={400}>
                {t('rows.allowance', {
                  rate: formatPrice(rates.bikeAllowanceCentsPerKm),
                  cap: formatPrice(rates.bikeAllowanceYearlyCapCents),
                })}
              </Table.Th>
              <Table.Td ta="right">+ {formatPrice(result.bikeAllowanceCents)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" c="dimmed">
        {t('assumptions', { date: formatDate(rates.validFrom) })}
      </Text>
    </Stack>
  );
}

function Figure({ label, value, note, strong }: { label: string; value: string; note?: string; strong?: boolean }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={strong ? 800 : 600}>
        {value}
      </Text>
      {note && <Text size="sm">{note}</Text>}
    </Paper>
  );
}
