import { ActionIcon, Alert, Button, FileButton, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { RENTAL_MAX_PHOTOS, RENTAL_PHOTO_MAX_BYTES, type RentalPhotoStage } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddRentalPhoto } from '@/features/rentals/rentals/api/add-rental-photo';
import type { Rental } from '@/features/rentals/rentals/api/get-rental';
import { useRemoveRentalPhoto } from '@/features/rentals/rentals/api/remove-rental-photo';
import { useErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

const TYPES = ['image/jpeg', 'image/png'];

/** The photos of the bikes' condition at one stage (pickup or return): JPG or PNG up to 10 MB, checked again by the API. */
export function RentalPhotos({ rental, stage }: { rental: Rental; stage: RentalPhotoStage }) {
  const { t } = useTranslation('rentals');
  const errorMessage = useErrorMessage();
  const add = useAddRentalPhoto(rental.id, stage);
  const remove = useRemoveRentalPhoto(rental.id, stage);
  const [problem, setProblem] = useState<string | null>(null);
  const photos = rental.photos[stage];
  const stageName = t(`detail.${stage}`);

  const upload = async (file: File | null) => {
    setProblem(null);
    if (!file) return;
    if (!TYPES.includes(file.type)) return setProblem(t('detail.photoWrongType'));
    if (file.size > RENTAL_PHOTO_MAX_BYTES) return setProblem(t('detail.photoTooBig'));
    try {
      await add.mutateAsync(file);
      notify('success', t('detail.photoAdded'));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  const drop = async (index: number) => {
    setProblem(null);
    try {
      await remove.mutateAsync(index);
      notify('success', t('detail.photoRemoved'));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <Stack gap="xs">
      {problem && <Alert color="red">{problem}</Alert>}
      {photos.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('detail.noPhotos')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {photos.map((p, i) => (
            <Stack key={p.key} gap={4}>
              <Image
                src={p.url}
                alt={t('detail.photoAlt', { stage: stageName, n: i + 1, id: rental.id })}
                radius="sm"
                h={110}
                fit="cover"
              />
              {rental.can.addPhotos && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => void drop(i)}
                  loading={remove.isPending && remove.variables === i}
                  aria-label={t('detail.removePhoto', { n: i + 1 })}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              )}
            </Stack>
          ))}
        </SimpleGrid>
      )}
      {rental.can.addPhotos && photos.length < RENTAL_MAX_PHOTOS && (
        <Group>
          <FileButton onChange={(file) => void upload(file)} accept="image/png,image/jpeg">
            {(props) => (
              <Button {...props} variant="default" size="xs" loading={add.isPending} leftSection={<IconPhotoPlus size={14} aria-hidden />}>
                {`${t('detail.addPhoto')} (${stageName})`}
              </Button>
            )}
          </FileButton>
        </Group>
      )}
    </Stack>
  );
}
