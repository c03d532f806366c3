import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadState } from '@/components/ui/load-state';
import { paths } from '@/config/paths';
import { useFleetBike } from '@/features/stock/api/fleet-bikes';
import { BikeFields } from '@/features/stock/components/bike-fields';
import { BikeHistory } from '@/features/stock/components/bike-history';
import { modelName, useStockLabels } from '@/features/stock/components/labels';
import { API_BASE } from '@/lib/api-client';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

/** `fleet/bikes/{id}`: a fleet bike's record, contract, status and history, read-only. */
export function FleetBikePage() {
  const { t } = useTranslation('stock');
  const locale = useLocale();
  const labels = useStockLabels();
  const id = Number(useParams().id);
  const bike = useFleetBike(id);
  usePageTitle(bike.data ? t('detail.title', { frameNumber: bike.data.frameNumber }) : t('fleet.title'));

  if (!Number.isInteger(id) || id <= 0) return <LoadState notFound />;
  if (!bike.data) return <LoadState error={bike.error} />;
  const b = bike.data;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.stock.fleetBikes.getHref(locale)} size="sm">
        {t('fleet.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1}>{t('detail.title', { frameNumber: b.frameNumber })}</Title>
          <Group gap="xs" mt={4}>
            <Text c="dimmed">{modelName(b.model)}</Text>
            <Badge variant="light">{labels.contract(b.contractKind)}</Badge>
            <Badge variant="light" color={b.status === 'broken' ? 'red' : 'green'}>
              {labels.status(b.status)}
            </Badge>
          </Group>
        </div>
        <Button component="a" href={`${API_BASE}/fleet/bikes/${b.id}/history.pdf?locale=${locale}`} variant="default" leftSection={<IconFileTypePdf size={18} aria-hidden />}>
          {t('detail.historyPdf')}
        </Button>
      </Group>
      <Card withBorder>
        <BikeFields bike={b} />
      </Card>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('detail.history')}
        </Title>
        <BikeHistory events={b.history} />
      </Stack>
    </Stack>
  );
}
