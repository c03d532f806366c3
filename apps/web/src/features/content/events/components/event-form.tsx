import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { eventInputSchema } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/ui/date-field';
import { useCompanyChoices } from '@/features/content/events/api/get-company-choices';
import type { CyclingEvent } from '@/features/content/events/api/get-event';
import type { EventBody } from '@/features/content/events/api/save-event';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';

type Values = { title: string; date: string; place: string; description: string; companyId: string };
type Props = { event?: CyclingEvent; pending: boolean; onSubmit: (body: EventBody) => Promise<unknown>; onCancel: () => void };

/** An event's title, date, place, description, and whom it is for (one company or everyone); admin. */
export function EventForm({ event, pending, onSubmit, onCancel }: Props) {
  const { t } = useTranslation('events');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const [failure, setFailure] = useState<unknown>(null);
  const companies = useCompanyChoices(true);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      title: event?.title ?? '',
      date: event?.date ?? '',
      place: event?.place ?? '',
      description: event?.description ?? '',
      companyId: event?.company ? String(event.company.id) : '',
    },
    validate: schemaValidator<Values>(eventInputSchema, (v) => ({ ...v, companyId: v.companyId ? Number(v.companyId) : null })),
  });
  const input = (path: keyof Values) => {
    const props = form.getInputProps(path);
    return { ...props, error: fieldError(props.error as string | undefined) };
  };
  const submit = form.onSubmit(async (v) => {
    setFailure(null);
    try {
      await onSubmit({
        title: v.title.trim(),
        date: v.date,
        place: v.place.trim(),
        description: v.description.trim() || null,
        companyId: v.companyId ? Number(v.companyId) : null,
      });
    } catch (error) {
      if (isApiError(error)) form.setErrors(error.fields);
      setFailure(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...input('title')} label={t('fields.title')} required autoComplete="off" />
          <DateField {...input('date')} onChange={(v) => form.setFieldValue('date', v)} label={t('fields.date')} required />
          <TextInput {...input('place')} label={t('fields.place')} required autoComplete="off" />
          <NativeSelect
            {...input('companyId')}
            label={t('fields.company')}
            data={[
              { value: '', label: t('everyone') },
              ...(companies.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
            ]}
          />
        </SimpleGrid>
        <Textarea {...input('description')} label={t('fields.description')} autosize minRows={3} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
