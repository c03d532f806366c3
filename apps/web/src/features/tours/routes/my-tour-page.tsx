import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconNavigation } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarkDone, useMyTours, type MyTours } from '@/features/tours/api/tours';
import { navigationHref } from '@/features/tours/components/format';
import { cacheDay, cachedDay, isOffline, newActionId, pendingActions, queueAction, replayOutbox } from '@/features/tours/components/offline-outbox';
import { StopList } from '@/features/tours/components/stop-list';
import { useTourError } from '@/features/tours/components/tour-errors';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/** The mechanic's phone: today's stops in order, navigation, frame number, problem and a "done" button; works offline. */
export function MyTourPage() {
  const { t } = useTranslation('tours');
  const queryClient = useQueryClient();
  const mine = useMyTours();
  const markDone = useMarkDone();
  const errorMessage = useTourError();
  const [queued, setQueued] = useState(() => pendingActions().length);
  // Stops sent from the outbox stay shown done while the day is fetched again.
  const [replayed, setReplayed] = useState<number[]>([]);
  usePageTitle(t('titles.myTour'));

  useEffect(() => {
    if (mine.data) cacheDay(mine.data);
  }, [mine.data]);

  useEffect(() => {
    const flush = () => {
      const replaying = pendingActions().map((a) => a.stopId);
      void replayOutbox().then((sent) => {
        setReplayed((before) => [...before, ...replaying]);
        setQueued(pendingActions().length);
        if (sent > 0) void queryClient.invalidateQueries({ queryKey: ['tours', 'mine'] });
      });
    };
    window.addEventListener('online', flush);
    if (navigator.onLine && pendingActions().length) flush();
    return () => window.removeEventListener('online', flush);
  }, [queryClient]);

  const day = mine.data ?? cachedDay<MyTours>();
  const waiting = new Set([...pendingActions().map((a) => a.stopId), ...replayed]);
  if (!day) return mine.isError ? <Alert color="red">{errorMessage(mine.error)}</Alert> : null;

  const done = (tourId: number, stopId: number) => {
    const action = { tourId, stopId, clientActionId: newActionId() };
    const offline = () => {
      queueAction(action);
      setQueued(pendingActions().length);
      notify('info', t('queued'));
    };
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return offline();
    markDone.mutate(action, { onSuccess: () => notify('success', t('markedDone')), onError: (error) => (isOffline(error) ? offline() : notify('error', errorMessage(error))) });
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('titles.myTour')}</Title>
        <Text c="dimmed">{t('intros.myTour')}</Text>
      </div>
      {queued > 0 && (
        <Alert color="yellow" role="status">
          {t('queued')}
        </Alert>
      )}
      {day.data.length === 0 && <Text>{t('noTourToday')}</Text>}
      {day.data.map((tour) => (
        <section key={tour.id} aria-labelledby={`my-tour-${tour.id}`}>
          <Title order={2} size="h3" id={`my-tour-${tour.id}`} mb="xs">
            {tour.store.name}
            {tour.vanLabel ? ` · ${tour.vanLabel}` : ''}
          </Title>
          <StopList
            stops={tour.stops.map((s) => (waiting.has(s.id) ? { ...s, status: 'done' as const } : s))}
            action={(stop) => (
              <Stack gap="xs" mt="xs">
                <Anchor href={navigationHref(stop)} target="_blank" rel="noopener noreferrer">
                  <IconNavigation size={16} aria-hidden /> {t('navigate')} – {stop.address}
                </Anchor>
                {stop.status !== 'done' && !waiting.has(stop.id) && (
                  <Button size="md" fullWidth leftSection={<IconCheck size={18} aria-hidden />} onClick={() => done(tour.id, stop.id)} aria-label={`${t('markDone')} – ${stop.position}. ${stop.address}`}>
                    {t('markDone')}
                  </Button>
                )}
              </Stack>
            )}
          />
        </section>
      ))}
    </Stack>
  );
}
