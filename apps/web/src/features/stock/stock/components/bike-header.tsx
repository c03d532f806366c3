import { Badge, Button, Group, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import type { FleetBike } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { modelName, useStockLabels } from '@/features/stock/stock/components/labels';

/** A bike page's heading: frame number, model, contract and status, and its history as a PDF from `pdfHref`. */
export function BikeHeader({
  bike,
  pdfHref,
}: {
  bike: Pick<FleetBike, 'frameNumber' | 'model' | 'contractKind' | 'status'>;
  pdfHref: string;
}) {
  const { t } = useTranslation('stock');
  const labels = useStockLabels();
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap">
      <div>
        <Title order={1}>{t('detail.title', { frameNumber: bike.frameNumber })}</Title>
        <Group gap="xs" mt={4}>
          <Text c="dimmed">{modelName(bike.model)}</Text>
          <Badge variant="light">{labels.contract(bike.contractKind)}</Badge>
          <Badge variant="light" color={bike.status === 'broken' ? 'red' : 'green'}>
            {labels.status(bike.status)}
          </Badge>
        </Group>
      </div>
      <Button component="a" href={pdfHref} variant="default" leftSection={<IconFileTypePdf size={18} aria-hidden />}>
        {t('detail.historyPdf')}
      </Button>
    </Group>
  );
}
