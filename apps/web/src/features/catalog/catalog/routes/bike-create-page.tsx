import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LoadState } from '@/components/ui/load-state';
import { paths } from '@/config/paths';
import { useCreateBikeModel } from '@/features/catalog/catalog/api/create-bike-model';
import { useCharacteristics } from '@/features/catalog/catalog/api/get-characteristics';
import { BikeModelForm } from '@/features/catalog/catalog/components/bike-model-form';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/** `bikes-catalog/create`: a new model, then on to its page for photos. */
export function BikeCreatePage() {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const navigate = useNavigate();
  const create = useCreateBikeModel();
  const characteristics = useCharacteristics();
  usePageTitle(t('create.title'));

  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Anchor component={Link} to={paths.catalog.bikes.getHref(locale)} size="sm">
          {t('list.backToList')}
        </Anchor>
        <Title order={1}>{t('create.title')}</Title>
        <Text c="dimmed">{t('create.intro')}</Text>
      </div>
      {characteristics.data ? (
        <BikeModelForm
          characteristics={characteristics.data}
          submitLabel={t('create.submit')}
          pending={create.isPending}
          onSubmit={async (input) => {
            const model = await create.mutateAsync(input);
            notify('success', t('create.created', { name: `${model.brand} ${model.model}` }));
            navigate(paths.catalog.bikeDetail.getHref(locale, model.id));
          }}
        />
      ) : (
        <LoadState error={characteristics.error} />
      )}
    </Stack>
  );
}
