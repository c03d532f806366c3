import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatPrice, can } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadState } from '@/components/ui/load-state';
import { PhotoManager } from '@/components/ui/photo-manager';
import { paths } from '@/config/paths';
import { useAddBikeModelPhoto } from '@/features/catalog/catalog/api/add-bike-model-photo';
import { useBikeModel } from '@/features/catalog/catalog/api/get-bike-model';
import { useRemoveBikeModelPhoto } from '@/features/catalog/catalog/api/remove-bike-model-photo';
import { useSetBikeModelAvailability } from '@/features/catalog/catalog/api/set-bike-model-availability';
import { useUpdateBikeModel } from '@/features/catalog/catalog/api/update-bike-model';
import { useCharacteristics } from '@/features/catalog/catalog/api/get-characteristics';
import { BikeModelForm } from '@/features/catalog/catalog/components/bike-model-form';
import { useAuth } from '@/lib/auth/auth-context';
import { useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/** `bikes-catalog/:id/details`: the model's form, photos and availability (staff read, admins change). */
export function BikeDetailPage() {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const id = Number(useParams().id);
  const { user } = useAuth();
  const isAdmin = can(user, 'admin');
  const model = useBikeModel(id);
  const characteristics = useCharacteristics();
  const update = useUpdateBikeModel();
  const availability = useSetBikeModelAvailability();
  const addPhoto = useAddBikeModelPhoto();
  const removePhoto = useRemoveBikeModelPhoto();
  const name = model.data ? `${model.data.brand} ${model.data.model}` : '';
  usePageTitle(name || t('detail.title'));

  if (!Number.isInteger(id) || id <= 0) return <LoadState notFound />;
  if (!model.data || !characteristics.data) return <LoadState error={model.error ?? characteristics.error} />;
  const m = model.data;

  const toggle = () =>
    availability.mutate(
      { id: m.id, available: !m.available },
      { onSuccess: (saved) => notify('success', saved.available ? t('detail.restored', { name }) : t('detail.withdrawn', { name })) },
    );

  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Anchor
          component={Link}
          to={m.available ? paths.catalog.bikes.getHref(locale) : paths.catalog.notAvailable.getHref(locale)}
          size="sm"
        >
          {m.available ? t('list.backToList') : t('notAvailable.back')}
        </Anchor>
        <Group gap="sm" align="center">
          <Title order={1}>{name}</Title>
          <Badge variant="light" color={m.available ? 'green' : 'gray'}>
            {m.available ? t('status.available') : t('status.withdrawn')}
          </Badge>
        </Group>
        <Text c="dimmed">{t('detail.summary', { year: m.year, price: formatPrice(m.publicPriceCents, locale), slug: m.slug })}</Text>
      </div>
      {isAdmin && (
        <Card withBorder>
          <Group justify="space-between" wrap="wrap">
            <Text>{m.available ? t('detail.availableText') : t('detail.withdrawnText')}</Text>
            <Button
              variant={m.available ? 'default' : 'filled'}
              color={m.available ? 'red' : undefined}
              loading={availability.isPending}
              onClick={toggle}
            >
              {m.available ? t('detail.withdraw') : t('detail.restore')}
            </Button>
          </Group>
          {availability.isError && (
            <Alert color="red" mt="sm">
              {errorMessage(availability.error)}
            </Alert>
          )}
        </Card>
      )}
      <PhotoManager
        photos={m.photos}
        name={name}
        readOnly={!isAdmin}
        onAdd={(file) => addPhoto.mutateAsync({ id: m.id, file })}
        onRemove={(index) => removePhoto.mutateAsync({ id: m.id, index })}
      />
      <BikeModelForm
        // A new form when a field changes (saved here or elsewhere), not when a photo is added or removed: unsaved edits stay.
        key={JSON.stringify({ ...m, photos: null, updatedAt: null })}
        model={m}
        characteristics={characteristics.data}
        readOnly={!isAdmin}
        submitLabel={t('detail.save')}
        pending={update.isPending}
        onSubmit={async (input) => {
          const saved = await update.mutateAsync({ id: m.id, input });
          notify('success', t('detail.saved', { name: `${saved.brand} ${saved.model}` }));
        }}
      />
    </Stack>
  );
}
