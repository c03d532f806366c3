import { ActionIcon, Alert, Button, FileButton, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { MAX_PHOTOS, PHOTO_MAX_BYTES } from '@veloport/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

const TYPES = ['image/jpeg', 'image/png'];

type Props = {
  /** The photos as the API answers them, in order. */
  photos: { key: string; url: string }[];
  /** What the photos show (a model, an accessory, a listing): their alternative text says it. */
  name: string;
  /** Staff who may look but not change: no add or remove buttons. */
  readOnly?: boolean;
  /** Uploads one file (the caller's endpoint); rejects with the API error. */
  onAdd: (file: File) => Promise<unknown>;
  /** Removes the photo at this position (0-based); rejects with the API error. */
  onRemove: (index: number) => Promise<unknown>;
};

/** Photos of a catalogue item: add (JPG or PNG, at most 5 MB, up to MAX_PHOTOS) and remove, with their own messages. */
export function PhotoManager({ photos, name, readOnly = false, onAdd, onRemove }: Props) {
  // Back-office words: not in the catalogue every public page downloads (the first page's 170 kB budget).
  const { t } = useTranslation('dashboard');
  const errorMessage = useErrorMessage();
  const [problem, setProblem] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const headingId = useId();

  const upload = async (file: File | null) => {
    setProblem(null);
    if (!file) return;
    if (!TYPES.includes(file.type)) return setProblem(t('photos.wrongType'));
    if (file.size > PHOTO_MAX_BYTES) return setProblem(t('photos.tooBig'));
    setAdding(true);
    try {
      await onAdd(file);
      notify('success', t('photos.added'));
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setAdding(false);
    }
  };

  const remove = async (index: number) => {
    setProblem(null);
    setRemoving(index);
    try {
      await onRemove(index);
      notify('success', t('photos.removed'));
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between">
        <Title order={2} size="h4" id={headingId}>
          {t('photos.title')}
        </Title>
        {!readOnly && photos.length < MAX_PHOTOS && (
          <FileButton onChange={(file) => void upload(file)} accept="image/png,image/jpeg">
            {(props) => (
              <Button {...props} variant="default" loading={adding} leftSection={<IconPhotoPlus size={16} aria-hidden />}>
                {t('photos.add')}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {!readOnly && (
        <Text size="sm" c="dimmed">
          {t('photos.hint', { max: MAX_PHOTOS })}
        </Text>
      )}
      {problem && <Alert color="red">{problem}</Alert>}
      {photos.length === 0 ? (
        <Text c="dimmed">{t('photos.none')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {photos.map((photo, index) => (
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
                  loading={removing === index}
                  disabled={removing !== null && removing !== index}
                  onClick={() => void remove(index)}
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
