import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowMerge } from '@tabler/icons-react';
import { formatPrice } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadState } from '@/components/ui/load-state';
import { PhotoManager } from '@/components/ui/photo-manager';
import { paths } from '@/config/paths';
import { useAddAccessoryPhoto } from '@/features/catalog/catalog/api/add-accessory-photo';
import { useAccessory } from '@/features/catalog/catalog/api/get-accessory';
import { useRemoveAccessoryPhoto } from '@/features/catalog/catalog/api/remove-accessory-photo';
import { useSaveAccessory } from '@/features/catalog/catalog/api/save-accessory';
import { AccessoryForm } from '@/features/catalog/catalog/components/accessory-form';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/** `accessories-catalog/:id`. */
export function AccessoryDetailPage() {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const id = Number(useParams().id);
  const accessory = useAccessory(id);
  const save = useSaveAccessory();
  const addPhoto = useAddAccessoryPhoto();
  const removePhoto = useRemoveAccessoryPhoto();
  usePageTitle(accessory.data?.name ?? t('accessories.title'));
  if (!Number.isInteger(id) || id <= 0) return <LoadState notFound />;
  if (!accessory.data) return <LoadState error={accessory.error} />;
  const a = accessory.data;
  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Anchor component={Link} to={paths.catalog.accessories.getHref(locale)} size="sm">
          {t('accessories.backToList')}
        </Anchor>
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={1}>{a.name}</Title>
            <Text c="dimmed">
              {t(`categories.${a.category}`)} · {t('detail.publicPrice', { price: formatPrice(a.publicPriceCents, locale) })}
            </Text>
          </div>
          <Button
            component={Link}
            to={paths.catalog.accessoryMerge.getHref(locale, a.id)}
            variant="default"
            leftSection={<IconArrowMerge size={16} aria-hidden />}
          >
            {t('accessories.merge.action')}
          </Button>
        </Group>
      </div>
      <PhotoManager
        photos={a.photos}
        name={a.name}
        onAdd={(file) => addPhoto.mutateAsync({ id: a.id, file })}
        onRemove={(index) => removePhoto.mutateAsync({ id: a.id, index })}
      />
      <AccessoryForm
        // A new form when a field changes (saved here or elsewhere), not when a photo is added or removed: unsaved edits stay.
        key={JSON.stringify({ ...a, photos: null, updatedAt: null })}
        accessory={a}
        submitLabel={t('actions.save')}
        pending={save.isPending}
        onSubmit={async (input) => {
          const saved = await save.mutateAsync({ id: a.id, input });
          notify('success', t('accessories.saved', { name: saved.name }));
        }}
      />
    </Stack>
  );
}
