import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useCreateBike } from '@/features/stock/stock/api/create-bike';
import { BikeForm, toBikeRequest } from '@/features/stock/stock/components/bike-form';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

export function BikeCreatePage() {
  const { t } = useTranslation('stock');
  const locale = useLocale();
  const navigate = useNavigate();
  const create = useCreateBike();
  usePageTitle(t('create.title'));
  return (
    <Stack gap="lg" maw={900}>
      <Title order={1}>{t('create.title')}</Title>
      <BikeForm
        submitLabel={t('create.submit')}
        onSubmit={async (values) => {
          const bike = await create.mutateAsync(toBikeRequest(values));
          notify('success', t('create.done', { frameNumber: bike.frameNumber }));
          await navigate(paths.stock.bikeDetail.getHref(locale, bike.id));
        }}
      />
    </Stack>
  );
}
