import { ActionIcon, Alert, Button, FileButton, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { MAX_PHOTOS, PHOTO_MAX_BYTES, type BikeModel } from '@veloport/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddBikeModelPhoto, useRemoveBikeModelPhoto } from '@/features/catalog/api/bike-models';
import { useErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

const TYPES = ['image/jpeg', 'image/png'];

/** A model's photos: add (JPG or PNG, at most 5 MB) and remove. */
export function PhotoManager({ model, readOnly }: { model: BikeModel; readOnly: boolean }) {
  const { t } = useTranslation('catalog');
  const errorMessage = useErrorMessage();
  const add = useAddBikeModelPhoto();
  const remove = useRemoveBikeModelPhoto();
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = useId();
  const name = `${model.brand} ${model.model}`;

  const upload = async (file: File | null) => {
    setProblem(null);
    if (!file) return;
    if (!TYPES.includes(file.type)) return setProblem(t('photos.wrongType'));
    if (file.size > PHOTO_MAX_BYTES) return setProblem(t('photos.tooBig'));
    try {
      await add.mutateAsync({ id: model.id, file });
      notify('success', t('photos.added'));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between">
        <Title order={2} size="h4" id={headingId}>
          {t('photos.title')}
        </Title>
        {!readOnly && model.photos.length < MAX_PHOTOS && (
          <FileButton onChange={(file) => void upload(file)} accept="image/png,image/jpeg">
            {(props) => (
              <Button {...props} variant="default" loading={add.isPending} leftSection={<IconPhotoPlus size={16} aria-hidden />}>
                {t('photos.add')}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {t('photos.hint', { max: MAX_PHOTOS })}
      </Text>
      {problem && <Alert color="red">{problem}</Alert>}
      {model.photos.length === 0 ? (
        <Text c="dimmed">{t('photos.none')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {model.photos.map((photo, index) => (
            <Stack key={photo.key} gap={4} pos="relative">
              <Image src={photo.url} alt={t('photos.alt', { name, position: index + 1 })} radius="sm" h={120} fit="contain" />
              {!readOnly && (
                <ActionIcon
                  variant="light"
                  color="red"
                  pos="absolute"
                  top={4}
                  right={4}
                  aria-label={t('photos.remove', { position: index + 1 })}
                  loading={remove.isPending && remove.variables?.index === index}
                  onClick={() =>
                    remove.mutate(
                      { id: model.id, index },
                      { onSuccess: () => notify('success', t('photos.removed')), onError: (error) => setProblem(errorMessage(error)) },
                    )
                  }
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              )}
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
