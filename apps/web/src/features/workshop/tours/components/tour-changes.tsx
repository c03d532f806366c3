import { Alert, Button, Group, Text } from '@mantine/core';
import type { TourStop } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { useCancelTour } from '@/features/workshop/tours/api/cancel-tour';
import { useRemoveStop } from '@/features/workshop/tours/api/remove-stop';
import { useTourError } from '@/features/workshop/tours/components/tour-errors';
import { notify } from '@/lib/notify';

/**
 * Cancelling a tour (decision 035): its visits not done go back to the requests to schedule; on a confirmed tour
 * their dates are cleared and the customers told. Asked once, saying so.
 */
export function CancelTourButton({ tourId }: { tourId: number }) {
  const { t } = useTranslation('tours');
  const errorMessage = useTourError();
  const cancel = useCancelTour(tourId);
  const [asking, setAsking] = useState(false);
  const run = () =>
    cancel.mutate(undefined, {
      onSuccess: () => notify('success', t('changes.tourCancelled')),
      onError: (error) => notify('error', errorMessage(error)),
      onSettled: () => setAsking(false),
    });
  return (
    <>
      <Button variant="default" color="red" onClick={() => setAsking(true)}>
        {t('changes.cancelTour')}
      </Button>
      <ConfirmAction
        opened={asking}
        title={t('changes.cancelTitle')}
        effects={[t('changes.cancelEffects')]}
        confirmLabel={t('changes.cancelTour')}
        cancelLabel={t('changes.keep')}
        pending={cancel.isPending}
        onConfirm={run}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

/** Takes one visit not done off the tour; its request is to schedule again. */
export function RemoveStopButton({ tourId, stop }: { tourId: number; stop: TourStop }) {
  const { t } = useTranslation('tours');
  const errorMessage = useTourError();
  const remove = useRemoveStop(tourId);
  const [asking, setAsking] = useState(false);
  const run = () =>
    remove.mutate(stop.id, {
      onSuccess: () => notify('success', t('changes.removed')),
      onError: (error) => notify('error', errorMessage(error)),
      onSettled: () => setAsking(false),
    });
  return (
    <>
      {/* Subtle buttons draw their text in shade 6 at most: too pale on white, hence the darker text. */}
      <Button size="xs" variant="subtle" color="red" c="red.9" onClick={() => setAsking(true)}>
        {t('changes.removeStop', { position: stop.position })}
      </Button>
      <ConfirmAction
        opened={asking}
        title={t('changes.removeTitle')}
        effects={[t('changes.removeEffects')]}
        confirmLabel={t('changes.remove')}
        cancelLabel={t('changes.keep')}
        pending={remove.isPending}
        onConfirm={run}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

/** While a stop is being placed: where to click, and a way out. */
export function PlacingHint({ position, onStop }: { position: number; onStop: () => void }) {
  const { t } = useTranslation('tours');
  return (
    <Alert color="blue" role="status">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm">{t('changes.placingHint', { position })}</Text>
        <Button size="xs" variant="default" onClick={onStop}>
          {t('changes.stopPlacing')}
        </Button>
      </Group>
    </Alert>
  );
}
