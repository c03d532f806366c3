import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { brusselsDayOf, brusselsWallTime, formatDateTime } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { DateField } from '@/components/ui/date-field';
import { useCancelReservation } from '@/features/sharing/reservations/api/cancel-reservation';
import { useChangeReservationEnd } from '@/features/sharing/reservations/api/change-reservation-end';
import type { Reservation } from '@/features/sharing/reservations/api/get-reservation';
import { slotInstant } from '@/features/sharing/reservations/components/slot';
import { useErrorMessage } from '@/lib/errors';

/** Change the end (checked by the API like a new booking) and cancel a future reservation. */
export function ReservationActions({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation('sharing');
  const errorMessage = useErrorMessage();
  const [editing, setEditing] = useState(false);
  const [date, setDate] = useState(brusselsDayOf(reservation.end));
  const [time, setTime] = useState(brusselsWallTime(reservation.end));
  const [confirming, setConfirming] = useState(false);
  const change = useChangeReservationEnd(reservation.id);
  const cancel = useCancelReservation(reservation.id);
  if (!reservation.canChangeEnd && !reservation.canCancel) return null;

  const save = () => {
    const end = slotInstant(date, time);
    if (end) change.mutate(end, { onSuccess: () => setEditing(false) });
  };

  return (
    <Stack gap="xs">
      {change.isSuccess && !editing && <Alert color="green">{t('actions.endChanged', { end: formatDateTime(reservation.end) })}</Alert>}
      {editing ? (
        <Group align="flex-end" wrap="wrap">
          <DateField label={t('actions.newEndDate')} value={date} onChange={setDate} />
          <TextInput type="time" label={t('actions.newEndTime')} value={time} onChange={(e) => setTime(e.currentTarget.value)} />
          <Button onClick={save} loading={change.isPending}>
            {t('actions.saveEnd')}
          </Button>
          <Button variant="default" onClick={() => setEditing(false)}>
            {t('actions.back')}
          </Button>
        </Group>
      ) : (
        <Group wrap="wrap">
          {reservation.canChangeEnd && (
            <Button variant="light" onClick={() => setEditing(true)}>
              {t('actions.changeEnd')}
            </Button>
          )}
          {reservation.canCancel && (
            <Button variant="light" color="red" onClick={() => setConfirming(true)}>
              {t('actions.cancel')}
            </Button>
          )}
        </Group>
      )}
      {change.isError && <Alert color="red">{errorMessage(change.error)}</Alert>}
      {cancel.isError && <Alert color="red">{errorMessage(cancel.error)}</Alert>}
      <ConfirmAction
        opened={confirming}
        title={t('actions.cancelTitle')}
        intro={t('actions.cancelIntro', { code: reservation.code })}
        effects={[t('actions.cancelEffect')]}
        confirmLabel={t('actions.cancel')}
        cancelLabel={t('actions.back')}
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
