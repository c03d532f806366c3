import { Button, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatCount } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import type { Availability } from '@/features/sharing/reservations/api/get-availability';

type Bike = Availability['data'][number];

/** The free bikes of the slot, with photo, size and battery; one is chosen. */
export function BikeChoice({ bikes, chosen, onChoose }: { bikes: Bike[]; chosen: number | null; onChoose: (id: number) => void }) {
  const { t } = useTranslation('sharing');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      {bikes.map((b) => {
        const name = b.model ? `${b.model.brand} ${b.model.model}` : b.frameNumber;
        const selected = chosen === b.id;
        return (
          <Card
            key={b.id}
            withBorder
            padding="sm"
            style={selected ? { borderColor: 'var(--mantine-color-blue-6)', borderWidth: 2 } : undefined}
          >
            <Stack gap={6}>
              {b.photoUrl && <Image src={b.photoUrl} alt={name} h={120} fit="contain" />}
              <Text fw={700}>{name}</Text>
              <Text size="sm">
                {t('common:labelled', { label: t('fields.frameNumber') })} {b.frameNumber}
              </Text>
              <Group gap="md">
                <Text size="sm">
                  {t('common:labelled', { label: t('fields.size') })} {b.size ?? '—'}
                </Text>
                <Text size="sm">
                  {t('common:labelled', { label: t('fields.battery') })} {b.batteryWh ? `${formatCount(b.batteryWh)} Wh` : '—'}
                </Text>
              </Group>
              <Button
                variant={selected ? 'filled' : 'light'}
                onClick={() => onChoose(b.id)}
                aria-pressed={selected}
                aria-label={t('book.chooseBike', { name, frame: b.frameNumber })}
              >
                {selected ? t('book.chosen') : t('book.choose')}
              </Button>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
