import { Anchor, Card, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadState } from '@/components/ui/load-state';
import { paths } from '@/config/paths';
import { useActOnBike } from '@/features/stock/stock/api/act-on-bike';
import { useBike } from '@/features/stock/stock/api/get-bike';
import { BikeActions } from '@/features/stock/stock/components/bike-actions';
import { BikeForm, toBikeRequest } from '@/features/stock/stock/components/bike-form';
import { BikeFields } from '@/features/stock/stock/components/bike-fields';
import { BikeHeader } from '@/features/stock/stock/components/bike-header';
import { BikeHistory } from '@/features/stock/stock/components/bike-history';
import { BikeQrSticker } from '@/features/stock/stock/components/bike-qr-sticker';
import { API_BASE } from '@/lib/api-client';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/** What another feature shows on the bike's details (its contracts and financing, decision 060), given by app/. */
export type BikeDetailSlot = (bikeId: number) => React.ReactNode;

export function BikeDetailPage({ detailsSlot }: { detailsSlot?: BikeDetailSlot } = {}) {
  const { t } = useTranslation('stock');
  const locale = useLocale();
  const id = Number(useParams().id);
  const bike = useBike(id);
  const update = useActOnBike(id);
  usePageTitle(bike.data ? t('detail.title', { frameNumber: bike.data.frameNumber }) : t('list.title'));

  if (!Number.isInteger(id) || id <= 0) return <LoadState notFound />;
  if (!bike.data) return <LoadState error={bike.error} />;
  const b = bike.data;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.stock.bikes.getHref(locale)} size="sm">
        {t('detail.back')}
      </Anchor>
      <BikeHeader bike={b} pdfHref={`${API_BASE}/stock/bikes/${b.id}/history.pdf?locale=${locale}`} />
      <BikeActions bike={b} />
      <Tabs defaultValue="details" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="details">{t('detail.tabs.details')}</Tabs.Tab>
          <Tabs.Tab value="edit">{t('detail.tabs.edit')}</Tabs.Tab>
          <Tabs.Tab value="history">{t('detail.tabs.history')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details" pt="md">
          <Stack gap="md">
            <Card withBorder>
              <BikeFields bike={b} />
            </Card>
            {detailsSlot?.(b.id)}
            <BikeQrSticker bike={b} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="edit" pt="md">
          <BikeForm
            bike={b}
            submitLabel={t('detail.save')}
            onSubmit={async (values) => {
              const { locationId: _l, contractKind: _c, ...body } = toBikeRequest(values);
              await update.mutateAsync({ kind: 'update', body });
              notify('success', t('detail.saved'));
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <BikeHistory events={b.history} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
