import { Group, Image, Paper, Stack, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The photos of a bike, accessory or used bike: one large, the others as thumbnails to show it instead. */
export function PhotoGallery({ photos, name }: { photos: string[]; name: string }) {
  const { t } = useTranslation('public');
  const [current, setCurrent] = useState(0);
  if (photos.length === 0) return <Paper h={320} bg="gray.1" />;
  return (
    <Stack gap="xs">
      <Image src={photos[current]} alt={t('bike.photoAlt', { name, n: current + 1 })} h={360} fit="contain" bg="white" radius="md" />
      {photos.length > 1 && (
        <Group gap="xs">
          {photos.map((photo, index) => (
            <UnstyledButton
              key={photo}
              onClick={() => setCurrent(index)}
              aria-label={t('bike.showPhoto', { n: index + 1 })}
              aria-pressed={index === current}
              style={{ border: `2px solid ${index === current ? 'var(--mantine-color-veloport-7)' : 'transparent'}`, borderRadius: 6 }}
            >
              <Image src={photo} alt="" w={72} h={56} fit="contain" bg="white" />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Stack>
  );
}
