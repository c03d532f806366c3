import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { groupedOrderRequestSchema } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DateField } from '@/components/ui/date-field';
import { OptionalLabel } from '@/components/ui/optional-label';
import { paths } from '@/config/paths';
import { useCreateGroupedOrder } from '@/features/sales/grouped-orders/api/create-grouped-order';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

type Values = { supplier: string; reference: string; expectedOn: string; notes: string };

/** `grouped-orders/create`: the supplier, its reference and the expected date; lines come next, on the order's page. */
export function GroupedOrderCreatePage() {
  const { t } = useTranslation('groupedOrders');
  const locale = useLocale();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const create = useCreateGroupedOrder();
  const [failure, setFailure] = useState<unknown>(null);
  usePageTitle(t('create.title'));
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { supplier: '', reference: '', expectedOn: '', notes: '' },
    validate: schemaValidator<Values>(groupedOrderRequestSchema),
  });
  const input = (path: keyof Values) => {
    const props = form.getInputProps(path);
    return { ...props, error: fieldError(props.error as string | undefined) };
  };

  const submit = form.onSubmit(async (v) => {
    setFailure(null);
    try {
      const order = await create.mutateAsync({
        supplier: v.supplier.trim(),
        reference: v.reference.trim() || null,
        expectedOn: v.expectedOn || null,
        notes: v.notes.trim() || null,
      });
      notify('success', t('create.done', { id: order.id }));
      navigate(paths.groupedOrders.detail.getHref(locale, order.id));
    } catch (error) {
      if (isApiError(error)) form.setErrors(error.fields);
      setFailure(error);
    }
  });

  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Anchor component={Link} to={paths.groupedOrders.list.getHref(locale)} size="sm">
          {t('backToList')}
        </Anchor>
        <Title order={1}>{t('create.title')}</Title>
      </div>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...input('supplier')} label={t('fields.supplier')} required maxLength={120} />
            <TextInput {...input('reference')} label={<OptionalLabel>{t('fields.reference')}</OptionalLabel>} maxLength={80} />
          </SimpleGrid>
          <DateField {...input('expectedOn')} label={<OptionalLabel>{t('fields.expectedOn')}</OptionalLabel>} />
          <Textarea {...input('notes')} label={<OptionalLabel>{t('fields.notes')}</OptionalLabel>} rows={3} />
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              {t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
