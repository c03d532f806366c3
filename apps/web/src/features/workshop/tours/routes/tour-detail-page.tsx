import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TourStop } from '@veloport/domain';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { LoadState } from '@/components/ui/load-state';
import { useConfirmTour } from '@/features/workshop/tours/api/confirm-tour';
import { useTour } from '@/features/workshop/tours/api/get-tour';
import { useOptimiseTour, type TourOptimised } from '@/features/workshop/tours/api/optimise-tour';
import { useUpdateStop } from '@/features/workshop/tours/api/update-stop';
import { dayLabel, hoursMinutes, kilometres } from '@/features/workshop/tours/components/format';
import { PlaceStopForm, StopList } from '@/features/workshop/tours/components/stop-list';
import { CancelTourButton, PlacingHint, RemoveStopButton } from '@/features/workshop/tours/components/tour-changes';
import { useTourError } from '@/features/workshop/tours/components/tour-errors';
import { tourPaths } from '@/features/workshop/tours/paths';
import { STATUS_COLORS } from '@/features/workshop/tours/routes/tour-list-page';
import { isApiError } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

const TourMap = lazy(() => import('@/features/workshop/tours/components/tour-map').then((m) => ({ default: m.TourMap })));

function Figures({
  title,
  distance,
  duration,
  testId,
}: {
  title: string;
  distance: number | null | undefined;
  duration: number | null | undefined;
  testId: string;
}) {
  const { t } = useTranslation('tours');
  return (
    <Card withBorder data-testid={testId}>
      <Text fw={600}>{title}</Text>
      <Text>
        {t('common:labelled', { label: t('fields.distance') })} {kilometres(t, distance)}
      </Text>
      <Text>
        {t('common:labelled', { label: t('fields.duration') })} {hoursMinutes(t, duration)}
      </Text>
    </Card>
  );
}

/** A tour: figures before and after optimisation, optimise and confirm, the map, the stops in order. */
export function TourDetailPage() {
  const { t } = useTranslation('tours');
  const locale = useLocale();
  const id = Number(useParams().id);
  const tour = useTour(id);
  const optimise = useOptimiseTour(id);
  const confirm = useConfirmTour(id);
  const place = useUpdateStop(id);
  const errorMessage = useTourError();
  const [asking, setAsking] = useState(false);
  const [last, setLast] = useState<TourOptimised | null>(null);
  const [placeErrors, setPlaceErrors] = useState<Record<number, Record<string, string>>>({});
  const [placing, setPlacing] = useState<number | null>(null);
  usePageTitle(tour.data ? t('titles.detail', { date: dayLabel(tour.data.date) }) : t('titles.list'));
  if (!tour.data) return <LoadState error={tour.error} />;
  const data = tour.data;

  const runOptimise = (preferFeasible = false) =>
    optimise.mutate(preferFeasible, {
      onSuccess: (plan) => {
        setLast(plan);
        notify('success', t('optimised'));
      },
      onError: (error) => notify('error', errorMessage(error)),
    });
  // Typed in the form, clicked on the map or dragged there: the same PUT (decision 035).
  const placeStop = (stop: TourStop, at: { lat: number; lng: number; windowStart?: string | null; windowEnd?: string | null }) =>
    place.mutate(
      { stopId: stop.id, windowStart: stop.windowStart, windowEnd: stop.windowEnd, ...at },
      {
        onSuccess: () => {
          setPlacing(null);
          notify('success', t('placed'));
        },
        onError: (error) =>
          isApiError(error) && error.status === 422
            ? setPlaceErrors({ ...placeErrors, [stop.id]: error.fields })
            : notify('error', errorMessage(error)),
      },
    );
  const onMapPlace = (stopId: number, at: { lat: number; lng: number }) => {
    const stop = data.stops.find((s) => s.id === stopId);
    if (stop) placeStop(stop, at);
  };
  const placingStop = data.stops.find((s) => s.id === placing);
  const runConfirm = () =>
    confirm.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        notify('success', t('confirmed'));
      },
      onError: (error) => {
        setAsking(false);
        notify('error', errorMessage(error));
      },
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t('titles.detail', { date: dayLabel(data.date) })}</Title>
          <Text c="dimmed">
            {data.mechanic.name} · {data.store.name}
            {data.vanLabel ? ` · ${data.vanLabel}` : ''}
          </Text>
        </div>
        <Badge size="lg" color={STATUS_COLORS[data.status]} variant="light">
          {t(`statuses.${data.status}`)}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Figures title={t('before')} distance={data.before?.distanceMeters} duration={data.before?.durationMinutes} testId="tour-before" />
        <Figures title={t('after')} distance={data.distanceMeters} duration={data.durationMinutes} testId="tour-after" />
      </SimpleGrid>
      {data.distanceMeters === null && <Text c="dimmed">{t('notOptimised')}</Text>}
      {data.fallback && <Alert color="yellow">{t('fallback')}</Alert>}
      {last && !last.feasible && (
        <Alert color="orange">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('late', { minutes: last.lateMinutes })}</Text>
            {data.can.optimise && (
              <Button size="xs" variant="light" color="orange" onClick={() => runOptimise(true)} loading={optimise.isPending}>
                {t('preferFeasible')}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      <Group wrap="wrap">
        {data.can.edit && (
          <Button
            component={Link}
            to={tourPaths.addStop.getHref(locale, data.id)}
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('addStop')}
          </Button>
        )}
        {data.can.optimise && (
          <Button onClick={() => runOptimise()} loading={optimise.isPending}>
            {t('optimise')}
          </Button>
        )}
        {data.can.confirm && (
          <Button color="green" onClick={() => setAsking(true)}>
            {t('confirm')}
          </Button>
        )}
        {data.can.cancel && <CancelTourButton tourId={data.id} />}
      </Group>
      <ConfirmAction
        opened={asking}
        title={t('confirmTitle')}
        effects={[t('confirmEffects')]}
        confirmLabel={t('confirm')}
        cancelLabel={t('cancel')}
        pending={confirm.isPending}
        onConfirm={runConfirm}
        onClose={() => setAsking(false)}
      />
      <section aria-labelledby="tour-map-title">
        <Title order={2} size="h3" id="tour-map-title" mb="xs">
          {t('map')}
        </Title>
        {data.can.edit && data.stops.length > 0 && (
          <Text size="sm" c="dimmed" mb="xs">
            {t('changes.dragHint')}
          </Text>
        )}
        {placingStop && <PlacingHint position={placingStop.position} onStop={() => setPlacing(null)} />}
        <Suspense fallback={null}>
          <TourMap
            editing={data.can.edit ? { placing, onPlace: onMapPlace } : undefined}
            routes={[
              {
                depot: data.depot,
                stops: data.stops.map((s) => ({
                  id: s.id,
                  position: s.position,
                  lat: s.lat,
                  lng: s.lng,
                  label: s.address,
                  done: s.status === 'done',
                })),
              },
            ]}
          />
        </Suspense>
      </section>
      <section aria-labelledby="tour-stops-title">
        <Title order={2} size="h3" id="tour-stops-title" mb="xs">
          {t('orderedStops')}
        </Title>
        {data.stops.length === 0 ? (
          <Text c="dimmed">{t('noStops')}</Text>
        ) : (
          <StopList
            stops={data.stops}
            action={(stop) => (
              <>
                {data.can.edit && (stop.lat === null || stop.lng === null) && (
                  <>
                    <PlaceStopForm
                      stop={stop}
                      pending={place.isPending}
                      errors={placeErrors[stop.id] ?? {}}
                      onPlace={(v) => placeStop(stop, v)}
                    />
                    <Button size="xs" variant="light" mt="xs" onClick={() => setPlacing(stop.id)} aria-pressed={placing === stop.id}>
                      {t('changes.placeOnMap', { position: stop.position })}
                    </Button>
                  </>
                )}
                {data.can.removeStop && stop.status !== 'done' && (
                  <Group justify="flex-end" mt="xs">
                    <RemoveStopButton tourId={data.id} stop={stop} />
                  </Group>
                )}
              </>
            )}
          />
        )}
      </section>
    </Stack>
  );
}
