import { Anchor, Card, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadState } from '@/components/ui/load-state';
import { paths } from '@/config/paths';
import { useFleetBike } from '@/features/stock/stock/api/get-fleet-bike';
import { BikeFields } from '@/features/stock/stock/components/bike-fields';
import { BikeHeader } from '@/features/stock/stock/components/bike-header';
import { BikeHistory } from '@/features/stock/stock/components/bike-history';
import { API_BASE } from '@/lib/api-client';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

/** `fleet/bikes/{id}`: a fleet bike's record, contract, status and history, read-only. */
export function FleetBikePage() {
  const { t } = useTranslation('stock');
  const locale = useLocale();
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
      <BikeHeader bike={b} pdfHref={`${API_BASE}/fleet/bikes/${b.id}/history.pdf?locale=${locale}`} />
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
