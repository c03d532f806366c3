import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconNavigation } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyDayWork, type MyDayWork } from '@/features/workshop/tours/api/get-my-day-work';
import { sendStopAction, sendStopPhoto, type StopAction } from '@/features/workshop/tours/api/send-stop-action';
import { useMyTours, type MyTours } from '@/features/workshop/tours/api/get-my-tours';
import { toursKeys } from '@/features/workshop/tours/api/tours-keys';
import { navigationHref } from '@/features/workshop/tours/components/format';
import {
  cacheDay,
  cachedDay,
  cachedWork,
  cacheWork,
  isOffline,
  newActionId,
  pendingActions,
  queueAction,
  replayOutbox,
} from '@/features/workshop/tours/components/offline-outbox';
import { withPending } from '@/features/workshop/tours/components/pending-work';
import { StopList } from '@/features/workshop/tours/components/stop-list';
import { StopWorkPanel, type WorkAction } from '@/features/workshop/tours/components/stop-work-panel';
import { useTourError } from '@/features/workshop/tours/components/tour-errors';
import { notify } from '@/lib/notify';
import { keepDayOffline } from '@/lib/service-worker';
import { usePageTitle } from '@/lib/use-page-title';

const RETRY_MS = 5_000;
const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * The mechanic's phone (decisions 032, 034): today's stops in order with navigation, the bike and its QR code, steps,
 * parts, notes, photos and "done". The day is kept on the phone (localStorage, and the service worker for a reload
 * without network); taps made offline wait in the outbox and are replayed once when the network is back.
 */
export function MyTourPage() {
  const { t } = useTranslation('tours');
  const { t: tw } = useTranslation('mechanicDay');
  const queryClient = useQueryClient();
  const mine = useMyTours();
  const work = useMyDayWork();
  const errorMessage = useTourError();
  const [pending, setPending] = useState<StopAction[]>(() => pendingActions());
  const [offline, setOffline] = useState(browserOffline);
  const [photoPending, setPhotoPending] = useState<number | null>(null);
  // Stops sent from the outbox stay shown done while the day is fetched again.
  const [replayed, setReplayed] = useState<number[]>([]);
  usePageTitle(t('titles.myTour'));

  useEffect(() => {
    if (mine.data) cacheDay(mine.data);
  }, [mine.data]);
  useEffect(() => {
    if (work.data) cacheWork(work.data);
  }, [work.data]);
  // Once the day is here, the service worker keeps the page and the day for a start without network.
  const ready = Boolean(mine.data && work.data);
  useEffect(() => {
    if (ready) void keepDayOffline(['/api/tours/mine', '/api/tours/mine/work']);
  }, [ready]);

  useEffect(() => {
    let flushing = false;
    const flush = () => {
      setOffline(false);
      if (flushing) return;
      flushing = true;
      const replaying = pendingActions()
        .filter((a) => a.kind === 'done')
        .map((a) => a.stopId);
      void replayOutbox()
        .then((sent) => {
          setReplayed((before) => [...before, ...replaying]);
          setPending(pendingActions());
          if (sent > 0) void queryClient.invalidateQueries({ queryKey: toursKeys.mine() });
        })
        .finally(() => {
          flushing = false;
        });
    };
    const drop = () => setOffline(true);
    // The first request as the network returns often fails (the connection is still settling): try again every few seconds.
    const retry = window.setInterval(() => {
      if (navigator.onLine && pendingActions().length) flush();
    }, RETRY_MS);
    window.addEventListener('online', flush);
    window.addEventListener('offline', drop);
    if (navigator.onLine && pendingActions().length) flush();
    return () => {
      window.clearInterval(retry);
      window.removeEventListener('online', flush);
      window.removeEventListener('offline', drop);
    };
  }, [queryClient]);

  const day = mine.data ?? cachedDay<MyTours>();
  const dayWork = work.data ?? cachedWork<MyDayWork>();
  if (!day) return mine.isError ? <Alert color="red">{errorMessage(mine.error)}</Alert> : null;
  const doneWaiting = new Set([...pending.filter((a) => a.kind === 'done').map((a) => a.stopId), ...replayed]);

  /** Sends now, or keeps it in the outbox when the network is down (the id makes a later replay harmless). */
  const act = (action: StopAction, sentMessage: string) => {
    const keep = () => {
      queueAction(action);
      setPending(pendingActions());
      notify('info', tw('queued'));
    };
    if (browserOffline()) return keep();
    sendStopAction(action).then(
      () => {
        notify('success', sentMessage);
        void queryClient.invalidateQueries({ queryKey: toursKeys.mine() });
      },
      (error: unknown) => (isOffline(error) ? keep() : notify('error', errorMessage(error))),
    );
  };
  const workAction = (tourId: number, stopId: number, a: WorkAction) => {
    const base = { tourId, stopId, clientActionId: newActionId() };
    if (a.kind === 'step') return act({ ...base, kind: 'step', step: a.step }, tw('stepTicked'));
    if (a.kind === 'part')
      return act(
        { ...base, kind: 'part', partId: a.partId, accessoryId: a.accessoryId, quantity: a.quantity, name: a.name },
        tw('partAdded'),
      );
    return act({ ...base, kind: 'note', text: a.text }, tw('noteAdded'));
  };
  const photo = (tourId: number, stopId: number, file: File) => {
    setPhotoPending(stopId);
    sendStopPhoto(tourId, stopId, file, newActionId())
      .then(
        () => {
          notify('success', tw('photoAdded'));
          void queryClient.invalidateQueries({ queryKey: toursKeys.myWork() });
        },
        (error: unknown) => notify('error', isOffline(error) ? tw('photosNeedNetwork') : errorMessage(error)),
      )
      .finally(() => setPhotoPending(null));
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('titles.myTour')}</Title>
        <Text c="dimmed">{t('intros.myTour')}</Text>
      </div>
      {offline && !mine.data && <Alert color="gray">{tw('offlineCopy')}</Alert>}
      {pending.length > 0 && (
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
            stops={tour.stops.map((s) => (doneWaiting.has(s.id) ? { ...s, status: 'done' as const } : s))}
            action={(stop) => {
              const stopWork = dayWork?.stops.find((w) => w.stopId === stop.id);
              return (
                <Stack gap="xs" mt="xs">
                  <Anchor href={navigationHref(stop)} target="_blank" rel="noopener noreferrer">
                    <IconNavigation size={16} aria-hidden /> {t('navigate')} – {stop.address}
                  </Anchor>
                  {stopWork && (
                    <StopWorkPanel
                      work={withPending(stopWork, pending)}
                      position={stop.position}
                      choices={(dayWork?.parts ?? []).filter((p) => p.storeId === stopWork.storeId)}
                      offline={offline}
                      onAction={(a) => workAction(tour.id, stop.id, a)}
                      onPhoto={(file) => photo(tour.id, stop.id, file)}
                      photoPending={photoPending === stop.id}
                    />
                  )}
                  {stop.status !== 'done' && !doneWaiting.has(stop.id) && (
                    <Button
                      size="md"
                      fullWidth
                      leftSection={<IconCheck size={18} aria-hidden />}
                      onClick={() =>
                        act({ kind: 'done', tourId: tour.id, stopId: stop.id, clientActionId: newActionId() }, t('markedDone'))
                      }
                      aria-label={`${t('markDone')} – ${stop.position}. ${stop.address}`}
                    >
                      {t('markDone')}
                    </Button>
                  )}
                </Stack>
              );
            }}
          />
        </section>
      ))}
    </Stack>
  );
}
