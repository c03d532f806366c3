import { Alert, Button, Group, Modal, NativeSelect, NumberInput, Stack, TextInput } from '@mantine/core';
import { MOVEMENT_REASONS, accessoryMovementRequestSchema, type MovementReason } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoveAccessoryStock } from '@/features/stock/stock/api/move-accessory-stock';
import type { Location } from '@/features/stock/stock/api/get-locations';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { issueToFieldCode } from '@/lib/form-validation';
import { notify } from '@/lib/notify';

type Props = { accessory: { id: number; name: string } | null; locations: Location[]; onClose: () => void };

/** A movement of one accessory: delivery, sale, loss, correction or transfer, with its reason. */
export function AccessoryMovementModal({ accessory, locations, onClose }: Props) {
  const { t } = useTranslation('stock');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const move = useMoveAccessoryStock();
  const [locationId, setLocationId] = useState('');
  const [toLocationId, setToLocationId] = useState('');
  const [reason, setReason] = useState<MovementReason>('delivery');
  const [delta, setDelta] = useState<number | string>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);

  const submit = () => {
    if (!accessory) return;
    const body = {
      accessoryId: accessory.id,
      locationId: Number(locationId) || 0,
      delta: Number(delta) || 0,
      reason,
      toLocationId: reason === 'transfer' ? Number(toLocationId) || null : null,
      note: note.trim() || null,
    };
    const parsed = accessoryMovementRequestSchema.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issueToFieldCode(issue);
      setErrors(found);
      return;
    }
    setErrors({});
    setFailure(null);
    move.mutate(parsed.data, {
      onSuccess: () => {
        notify('success', t('accessories.moved', { name: accessory.name }));
        onClose();
      },
      onError: (error) => {
        if (isApiError(error)) setErrors(error.fields);
        setFailure(error);
      },
    });
  };

  const storeOptions = [{ value: '', label: t('form.choose') }, ...locations.map((l) => ({ value: String(l.id), label: l.name }))];
  return (
    <Modal
      opened={accessory !== null}
      onClose={onClose}
      title={accessory ? t('accessories.moveTitle', { name: accessory.name }) : ''}
      centered
    >
      <Stack gap="md">
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        <NativeSelect
          label={t('accessories.reason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value as MovementReason)}
          data={MOVEMENT_REASONS.map((r) => ({ value: r, label: t(`accessories.reasons.${r}`) }))}
        />
        <NativeSelect
          label={t('fields.location')}
          required
          value={locationId}
          onChange={(e) => setLocationId(e.currentTarget.value)}
          data={storeOptions}
          error={fieldError(errors.locationId)}
        />
        {reason === 'transfer' && (
          <NativeSelect
            label={t('accessories.toLocation')}
            required
            value={toLocationId}
            onChange={(e) => setToLocationId(e.currentTarget.value)}
            data={storeOptions}
            error={fieldError(errors.toLocationId)}
          />
        )}
        <NumberInput
          label={t('accessories.delta')}
          description={t('accessories.deltaHint')}
          required
          value={delta}
          onChange={setDelta}
          allowDecimal={false}
          error={fieldError(errors.delta)}
        />
        <TextInput
          label={t('accessories.note')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={200}
          error={fieldError(errors.note)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={submit} loading={move.isPending}>
            {t('accessories.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
