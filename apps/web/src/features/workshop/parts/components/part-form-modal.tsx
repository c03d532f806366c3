import { Alert, Button, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { workshopPartInputSchema, type WorkshopPart } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@/components/ui/money-input';
import { useSavePart } from '@/features/workshop/parts/api/save-part';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { issueToFieldCode } from '@/lib/form-validation';
import { notify } from '@/lib/notify';

/** `part`: the one edited; `'new'`: a new part; null: closed. */
type Props = { part: WorkshopPart | 'new' | null; onClose: () => void };

/** A workshop part's reference, name and price (excluding VAT, as job lines are), and whether it is still offered. */
export function PartFormModal({ part, onClose }: Props) {
  const { t } = useTranslation('workshopJobs', { keyPrefix: 'parts' });
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const save = useSavePart();
  const editing = part !== null && part !== 'new' ? part : null;
  const [reference, setReference] = useState(editing?.reference ?? '');
  const [name, setName] = useState(editing?.name ?? '');
  const [price, setPrice] = useState<number | null>(editing?.priceExclVatCents ?? null);
  const [active, setActive] = useState(editing?.active ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);

  const submit = () => {
    const parsed = workshopPartInputSchema.safeParse({ reference, name, priceExclVatCents: price ?? Number.NaN, active });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issueToFieldCode(issue);
      setErrors(found);
      return;
    }
    setErrors({});
    setFailure(null);
    save.mutate(
      { id: editing?.id ?? null, input: parsed.data },
      {
        onSuccess: (saved) => {
          notify('success', t('saved', { name: saved.name }));
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
    <Modal opened={part !== null} onClose={onClose} title={editing ? t('editTitle', { name: editing.name }) : t('newTitle')} centered>
      <Stack gap="md">
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        <TextInput
          label={t('fields.reference')}
          required
          value={reference}
          onChange={(e) => setReference(e.currentTarget.value)}
          maxLength={60}
          error={fieldError(errors.reference)}
        />
        <TextInput
          label={t('fields.name')}
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={120}
          error={fieldError(errors.name)}
        />
        <MoneyInput
          label={t('fields.price')}
          required
          value={price}
          onChange={setPrice}
          min={0}
          error={fieldError(errors.priceExclVatCents)}
        />
        <Switch label={t('fields.active')} checked={active} onChange={(e) => setActive(e.currentTarget.checked)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
