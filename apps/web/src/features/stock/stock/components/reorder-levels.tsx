import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { reorderLevelRequestSchema } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessoryStockList } from '@/features/stock/stock/api/get-accessory-stock';
import { useSetReorderLevel } from '@/features/stock/stock/api/set-reorder-level';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { issueToFieldCode } from '@/lib/form-validation';
import { notify } from '@/lib/notify';

type Row = AccessoryStockList['data'][number];
type Props = { row: Row | null; onClose: () => void };

const levelText = (level: number | null) => (level === null ? '' : level);

/** An accessory's reorder level in each store (decision 100): empty means none; only the changed stores are sent. */
export function ReorderLevelsModal({ row, onClose }: Props) {
  const { t } = useTranslation('stock');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const save = useSetReorderLevel();
  const [values, setValues] = useState<Record<number, number | string>>(() =>
    Object.fromEntries((row?.quantities ?? []).map((q) => [q.locationId, levelText(q.reorderLevel)])),
  );
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [failure, setFailure] = useState<unknown>(null);

  const submit = async () => {
    if (!row) return;
    const changed = row.quantities
      .map((q) => ({ locationId: q.locationId, before: q.reorderLevel, value: values[q.locationId] ?? '' }))
      .map((c) => ({ ...c, reorderLevel: c.value === '' ? null : Number(c.value) }))
      .filter((c) => c.reorderLevel !== c.before);
    const found: Record<number, string> = {};
    for (const c of changed) {
      const parsed = reorderLevelRequestSchema.safeParse({ locationId: c.locationId, reorderLevel: c.reorderLevel });
      if (!parsed.success) found[c.locationId] = issueToFieldCode(parsed.error.issues[0]!);
    }
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    try {
      for (const c of changed)
        await save.mutateAsync({ accessoryId: row.accessory.id, locationId: c.locationId, reorderLevel: c.reorderLevel });
      notify('success', t('accessories.reorderSaved', { name: row.accessory.name }));
      onClose();
    } catch (error) {
      if (isApiError(error) && error.fields.reorderLevel) setErrors({ [changed[0]!.locationId]: error.fields.reorderLevel });
      setFailure(error);
    }
  };

  return (
    <Modal opened={row !== null} onClose={onClose} title={row ? t('accessories.reorderTitle', { name: row.accessory.name }) : ''} centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('accessories.reorderHint')}
        </Text>
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        {row?.quantities.map((q) => (
          <NumberInput
            key={q.locationId}
            label={q.locationName}
            description={t('accessories.inStock', { count: q.quantity })}
            value={values[q.locationId] ?? ''}
            onChange={(v) => setValues((prev) => ({ ...prev, [q.locationId]: v }))}
            allowDecimal={false}
            allowNegative={false}
            min={0}
            error={fieldError(errors[q.locationId])}
          />
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={save.isPending}>
            {t('accessories.reorderSave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
