import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { purchaseRefusalSchema } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefusePurchase } from '@/features/accounting/books/purchases/api/refuse-purchase';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';

type Props = { purchaseId: number; opened: boolean; onClose: () => void };

/** Refusing an invoice asks for the reason (for the supplier), checked with the API's own contract. */
export function RefuseDialog({ purchaseId, opened, onClose }: Props) {
  const { t } = useTranslation('books');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const refuse = useRefusePurchase();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm({ mode: 'controlled', initialValues: { reason: '' }, validate: schemaValidator(purchaseRefusalSchema) });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await refuse.mutateAsync({ id: purchaseId, reason: purchaseRefusalSchema.parse(values).reason });
      form.reset();
      onClose();
    } catch (error) {
      if (isApiError(error)) form.setErrors(error.fields);
      setFailure(error);
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t('purchase.refuseTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
          <Textarea
            {...form.getInputProps('reason')}
            error={fieldError(form.errors.reason)}
            label={t('purchase.reason')}
            description={t('purchase.reasonHint')}
            rows={3}
            maxLength={500}
            required
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" color="red" loading={refuse.isPending}>
              {t('purchase.refuse')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
