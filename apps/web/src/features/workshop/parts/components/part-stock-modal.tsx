import { Alert, Button, Group, Modal, NativeSelect, NumberInput, Stack, TextInput } from '@mantine/core';
import { workshopPartStockInputSchema, type WorkshopPart } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdjustPartStock } from '@/features/workshop/parts/api/save-part';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { issueToFieldCode } from '@/lib/form-validation';
import { notify } from '@/lib/notify';

/** A delivery (+) or a corrected count (−) of one part in one store; the API refuses going below zero. */
export function PartStockModal({ part, onClose }: { part: WorkshopPart | null; onClose: () => void }) {
  const { t } = useTranslation('workshopJobs', { keyPrefix: 'parts' });
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const adjust = useAdjustPartStock();
  const [locationId, setLocationId] = useState('');
  const [delta, setDelta] = useState<number | string>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);

  const submit = () => {
    if (!part) return;
    const parsed = workshopPartStockInputSchema.safeParse({ locationId: Number(locationId) || 0, delta: Number(delta) || 0, note });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issueToFieldCode(issue);
      setErrors(found);
      return;
    }
    setErrors({});
    setFailure(null);
    adjust.mutate(
      { id: part.id, input: parsed.data },
      {
        onSuccess: () => {
          notify('success', t('stockSaved', { name: part.name }));
          onClose();
        },
        onError: (error) => {
          if (isApiError(error)) setErrors(error.fields);
          setFailure(error);
        },
      },
    );
  };

  return (
    <Modal opened={part !== null} onClose={onClose} title={part ? t('stockTitle', { name: part.name }) : ''} centered>
      <Stack gap="md">
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        <NativeSelect
          label={t('fields.store')}
          required
          value={locationId}
          onChange={(e) => setLocationId(e.currentTarget.value)}
          data={[
            { value: '', label: t('choose') },
            ...(part?.quantities ?? []).map((q) => ({ value: String(q.locationId), label: `${q.locationName} (${q.quantity})` })),
          ]}
          error={fieldError(errors.locationId)}
        />
        <NumberInput
          label={t('fields.delta')}
          description={t('fields.deltaHint')}
          required
          value={delta}
          onChange={setDelta}
          allowDecimal={false}
          error={fieldError(errors.delta)}
        />
        <TextInput label={t('fields.note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} maxLength={200} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={submit} loading={adjust.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
