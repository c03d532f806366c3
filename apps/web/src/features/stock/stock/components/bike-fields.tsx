import { SimpleGrid, Text } from '@mantine/core';
import { formatDate, formatPrice, type FleetBike } from '@veloport/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { modelName, useStockLabels } from '@/features/stock/stock/components/labels';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

/** A bike's record as a list of terms; the shop's prices and dates only when the bike carries them (staff). */
export function BikeFields({
  bike,
}: {
  bike: FleetBike & { purchasePriceCents?: number | null; salePriceCents?: number | null; expectedDate?: string | null };
}) {
  const { t } = useTranslation('stock');
  const labels = useStockLabels();
  const d = (v: string | null) => formatDate(v) || '—';
  const shop = 'purchasePriceCents' in bike;
  const rows: [string, ReactNode][] = [
    ['frameNumber', bike.frameNumber],
    ['model', modelName(bike.model)],
    ['size', bike.size ?? '—'],
    ['color', bike.color ?? '—'],
    ['identification', bike.identification ?? '—'],
    ['keyRef', bike.keyRef ?? '—'],
    ['lockRef', bike.lockRef ?? '—'],
    ['numberPlate', bike.numberPlate ?? '—'],
    ['location', bike.location.name],
    ['status', labels.status(bike.status)],
    ['contractKind', labels.contract(bike.contractKind)],
    ['contractMonths', bike.contractMonths ?? '—'],
    ['company', bike.company?.name ?? '—'],
    ['user', bike.user?.name ?? '—'],
    ['purchaseDate', d(bike.purchaseDate)],
    ...(shop
      ? ([
          ['purchasePrice', bike.purchasePriceCents == null ? '—' : formatPrice(bike.purchasePriceCents)],
          ['expectedDate', d(bike.expectedDate ?? null)],
        ] as [string, ReactNode][])
      : []),
    ['saleDate', d(bike.saleDate)],
    // Spec §9 (decision 094): from the sale; a leased bike's warranty is on its contract.
    ['warrantyBikeAndParts', d(bike.warranty?.bikeAndPartsUntil ?? null)],
    ['warrantyFrame', d(bike.warranty?.frameUntil ?? null)],
    ...(shop ? ([['salePrice', bike.salePriceCents == null ? '—' : formatPrice(bike.salePriceCents)]] as [string, ReactNode][]) : []),
    ['stolenDate', d(bike.stolenDate)],
    ['insurer', bike.insurer ?? '—'],
    ['insurancePolicy', bike.insurancePolicy ?? '—'],
    ['insuranceStart', d(bike.insuranceStart)],
    ['insuranceEnd', d(bike.insuranceEnd)],
    ['createdAt', d(bike.createdAt)],
    ['updatedAt', d(bike.updatedAt)],
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" m={0}>
      {rows.map(([key, value]) => (
        <Field key={key} label={t(`fields.${key}`)}>
          {value}
        </Field>
      ))}
    </SimpleGrid>
  );
}
