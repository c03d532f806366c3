import { Alert, Button, Card, Stack, Text, Textarea, Title } from '@mantine/core';
import { brusselsWallTimeToIso, formatDateTime } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Rental } from '@/features/rentals/rentals/api/get-rental';
import { useHandOverRental } from '@/features/rentals/rentals/api/hand-over-rental';
import { DateTimeField } from '@/components/ui/date-field';
import { OptionalLabel } from '@/components/ui/optional-label';
import { RentalPhotos } from '@/features/rentals/rentals/components/rental-photos';
import { useErrorMessage, useFieldErrorMessage, isApiError } from '@/lib/errors';
import { notify } from '@/lib/notify';

/** One side of the rental at the counter (pickup or return): when, by whom, the bikes' condition and photos; the form while it is due. */
export function RentalHandover({ rental, stage }: { rental: Rental; stage: 'pickup' | 'return' }) {
  const { t } = useTranslation('rentals');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const record = useHandOverRental(rental.id, stage);
  const [condition, setCondition] = useState('');
  // A Brussels wall time (`YYYY-MM-DDTHH:mm`) when the handover happened earlier; empty means now.
  const [at, setAt] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const done = rental[stage];
  const due = stage === 'pickup' ? rental.can.pickup : rental.can.return;
  const headingId = `rental-${stage}-title`;

  const submit = async () => {
    setFailure(null);
    try {
      await record.mutateAsync({ condition: condition.trim() || null, at: at ? brusselsWallTimeToIso(at) : null });
      notify('success', t(stage === 'pickup' ? 'detail.pickupDone' : 'detail.returnDone'));
      setCondition('');
      setAt('');
    } catch (error) {
      setFailure(error);
    }
  };
  const atError = isApiError(failure) ? fieldError(failure.fields.at) : undefined;

  return (
    <Card withBorder component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t(`detail.${stage}`)}
        </Title>
        {done ? (
          <>
            <Text>
              {done.by
                ? t('detail.recordedBy', { at: formatDateTime(done.at), name: done.by.name })
                : t('detail.recordedAt', { at: formatDateTime(done.at) })}
            </Text>
            {done.condition && <Text c="dimmed">{`${t('fields.condition')} — ${done.condition}`}</Text>}
          </>
        ) : (
          <Text c="dimmed">{t('detail.notRecorded')}</Text>
        )}
        {due && (
          <>
            {failure !== null && !atError && <Alert color="red">{errorMessage(failure)}</Alert>}
            <DateTimeField label={<OptionalLabel>{t('fields.at')}</OptionalLabel>} value={at} onChange={setAt} error={atError} />
            <Text size="xs" c="dimmed">
              {t('detail.atNow')}
            </Text>
            <Textarea label={t('fields.condition')} value={condition} onChange={(e) => setCondition(e.currentTarget.value)} rows={2} />
            <Button onClick={() => void submit()} loading={record.isPending} style={{ alignSelf: 'flex-start' }}>
              {t(stage === 'pickup' ? 'detail.recordPickup' : 'detail.recordReturn')}
            </Button>
          </>
        )}
        <RentalPhotos rental={rental} stage={stage} />
      </Stack>
    </Card>
  );
}
