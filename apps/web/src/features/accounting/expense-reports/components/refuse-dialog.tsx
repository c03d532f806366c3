import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { expenseRefusalSchema, type ExpenseReport } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { useRefuseExpenseReport } from '@/features/accounting/expense-reports/api/refuse-expense-report';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';
import { notify } from '@/lib/notify';

type Values = { comment: string };
const validate = schemaValidator<Values>(expenseRefusalSchema);

/** Refuse a submitted report: the reason is required, and the person reads it on their list. */
export function RefuseDialog({ report, onClose }: { report: ExpenseReport | null; onClose: () => void }) {
  const { t } = useTranslation('expenses');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const refuse = useRefuseExpenseReport();
  const form = useForm<Values>({ mode: 'controlled', initialValues: { comment: '' }, validate });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit(async ({ comment }) => {
    if (!report) return;
    try {
      await refuse.mutateAsync({ id: report.id, comment: comment.trim() });
      notify('success', t('admin.refused'));
      close();
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length > 0) form.setErrors(error.fields);
      else notify('error', errorMessage(error));
    }
  });
  return (
    <Modal opened={report !== null} onClose={close} title={t('admin.refuseTitle', { description: report?.description ?? '' })} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Textarea
            {...form.getInputProps('comment')}
            error={fieldError(form.errors.comment)}
            label={t('fields.refusalComment')}
            required
            rows={3}
            maxLength={500}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('admin.cancel')}
            </Button>
            <Button type="submit" color="red" loading={refuse.isPending}>
              {t('admin.refuse')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
