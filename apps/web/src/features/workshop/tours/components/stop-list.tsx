import { Badge, Button, Card, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import type { TourStop } from '@veloport/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerContact } from '@/components/ui/customer-contact';
import { windowLabel } from '@/features/workshop/tours/components/format';
import { useTourFieldError } from '@/features/workshop/tours/components/tour-errors';

/** Placing a stop the geocoder did not find: its coordinates and window, typed. */
export function PlaceStopForm({
  stop,
  pending,
  errors,
  onPlace,
}: {
  stop: TourStop;
  pending: boolean;
  errors: Record<string, string>;
  onPlace: (v: { lat: number; lng: number; windowStart: string | null; windowEnd: string | null }) => void;
}) {
  const { t } = useTranslation('tours');
  const fieldError = useTourFieldError();
  const [lat, setLat] = useState<number | string>(stop.lat ?? '');
  const [lng, setLng] = useState<number | string>(stop.lng ?? '');
  const [windowStart, setWindowStart] = useState(stop.windowStart ?? '');
  const [windowEnd, setWindowEnd] = useState(stop.windowEnd ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onPlace({ lat: Number(lat), lng: Number(lng), windowStart: windowStart || null, windowEnd: windowEnd || null });
  };
  return (
    <form onSubmit={submit} aria-label={`${t('place')} ${stop.position}`}>
      <Text size="sm" c="orange.9">
        {t('notPlaced')}
      </Text>
      <Group align="flex-end" wrap="wrap" gap="xs">
        <NumberInput
          label={t('fields.lat')}
          value={lat}
          onChange={setLat}
          decimalScale={6}
          required
          w={130}
          error={fieldError(errors.lat)}
        />
        <NumberInput
          label={t('fields.lng')}
          value={lng}
          onChange={setLng}
          decimalScale={6}
          required
          w={130}
          error={fieldError(errors.lng)}
        />
        <TextInput
          type="time"
          label={t('fields.windowStart')}
          value={windowStart}
          onChange={(e) => setWindowStart(e.currentTarget.value)}
          w={150}
        />
        <TextInput
          type="time"
          label={t('fields.windowEnd')}
          value={windowEnd}
          onChange={(e) => setWindowEnd(e.currentTarget.value)}
          w={150}
          error={fieldError(errors.windowEnd)}
        />
        <Button type="submit" variant="light" loading={pending}>
          {t('place')}
        </Button>
      </Group>
    </form>
  );
}

/** The stops in order: the page's content and the map's text alternative. */
export function StopList({ stops, action }: { stops: TourStop[]; action?: (stop: TourStop) => ReactNode }) {
  const { t } = useTranslation('tours');
  return (
    <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('orderedStops')}>
      {stops.map((stop) => (
        <Card withBorder component="li" key={stop.id} padding="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text fw={700}>
                {stop.position}. {stop.address}
              </Text>
              <Text size="sm">
                {stop.customer?.name ?? '—'}
                {stop.company ? ` – ${stop.company.name}` : ''} · {stop.bikeLabel}
                {stop.frameNumber ? ` (${stop.frameNumber})` : ''}
              </Text>
              <CustomerContact contact={stop.contact} />
              <Text size="sm" c="dimmed">
                {stop.problem}
              </Text>
              <Text size="sm">
                {t('common:labelled', { label: t('fields.window') })} {windowLabel(stop.windowStart, stop.windowEnd)} ·{' '}
                {t('common:labelled', { label: t('fields.plannedArrival') })} {stop.plannedArrival ?? '—'} · {stop.durationMinutes} min
              </Text>
            </div>
            <Badge color={stop.status === 'done' ? 'green' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
              {t(`stopStatuses.${stop.status}`)}
            </Badge>
          </Group>
          {action?.(stop)}
        </Card>
      ))}
    </Stack>
  );
}
