import { Anchor, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { brusselsToday } from '@veloport/domain';
import { lazy, Suspense } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getTour, type TourDetail } from '@/features/workshop/tours/api/get-tour';
import { useTours } from '@/features/workshop/tours/api/get-tours';
import { toursKeys } from '@/features/workshop/tours/api/tours-keys';
import { StopList } from '@/features/workshop/tours/components/stop-list';
import { dayLabel } from '@/features/workshop/tours/components/format';
import { tourPaths } from '@/features/workshop/tours/paths';
import { useListParams } from '@/lib/list-params';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

const TourMap = lazy(() => import('@/features/workshop/tours/components/tour-map').then((m) => ({ default: m.TourMap })));
const COLORS = ['#1c7ed6', '#e8590c', '#2f9e44', '#ae3ec9', '#c2255c'];

/** The day's tours on one map, one colour each; below, each tour's stops in order (the map's text alternative). */
export function ToursMapPage() {
  const { t } = useTranslation('tours');
  const locale = useLocale();
  const { params, update } = useListParams();
  const date = params.filters.date ?? brusselsToday();
  const list = useTours({ from: date, to: date, perPage: 20, sort: 'id', order: 'asc' });
  // A cancelled tour is not driven: it stays in the list, not on the map (decision 035).
  const details = useQueries({
    queries: (list.data?.data ?? [])
      .filter((tour) => tour.status !== 'cancelled')
      .map((tour) => ({ queryKey: toursKeys.tour(tour.id), queryFn: () => getTour(tour.id) })),
  });
  const tours = details.map((d) => d.data).filter((d): d is TourDetail => Boolean(d));
  usePageTitle(t('titles.map'));

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('titles.map')}</Title>
        <Text c="dimmed">{t('intros.map')}</Text>
      </div>
      <TextInput
        type="date"
        label={t('fields.date')}
        value={date}
        onChange={(e) => update({ date: e.currentTarget.value || null })}
        w={200}
      />
      <Suspense fallback={null}>
        <TourMap
          height={460}
          routes={tours.map((tour, i) => ({
            depot: tour.depot,
            color: COLORS[i % COLORS.length],
            stops: tour.stops.map((s) => ({
              id: s.id,
              position: s.position,
              lat: s.lat,
              lng: s.lng,
              label: s.address,
              done: s.status === 'done',
            })),
          }))}
        />
      </Suspense>
      {list.data && list.data.data.length === 0 && <Text c="dimmed">{t('empty')}</Text>}
      {tours.map((tour, i) => (
        <section key={tour.id} aria-labelledby={`tour-${tour.id}`}>
          <Group gap="xs" mb="xs">
            <span
              aria-hidden
              style={{ width: 14, height: 14, borderRadius: 7, background: COLORS[i % COLORS.length], display: 'inline-block' }}
            />
            <Title order={2} size="h3" id={`tour-${tour.id}`}>
              <Anchor component={Link} to={tourPaths.detail.getHref(locale, tour.id)} inherit>
                {t('titles.detail', { date: dayLabel(tour.date) })} – {tour.mechanic.name} · {tour.store.name}
              </Anchor>
            </Title>
          </Group>
          <StopList stops={tour.stops} />
        </section>
      ))}
    </Stack>
  );
}
