import { Alert, Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { brusselsToday, formatPrice, rentalDays, rentalInputSchema, rentalTotalCents } from '@veloport/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/ui/date-field';
import { MoneyInput } from '@/components/ui/money-input';
import { OptionalLabel } from '@/components/ui/optional-label';
import type { RentalBody } from '@/features/rentals/rentals/api/create-rental';
import { useRentalAvailability } from '@/features/rentals/rentals/api/get-rental-availability';
import type { RentalRequest } from '@/features/rentals/rentals/api/get-rental-requests';
import { minimalCompaniesQueryOptions } from '@/lib/auth/admin-context';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';

type Values = {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  companyId: string;
  startDate: string;
  endDate: string;
  bikeIds: string[];
  pricePerDayCents: number | null;
  depositCents: number | null;
  notes: string;
};

/** The request as typed; an empty deposit is the contract's default, none. */
const draftOf = (v: Values, requestId: number | null = null) => {
  const { depositCents, ...rest } = v;
  return {
    ...rest,
    requestId,
    companyId: v.companyId ? Number(v.companyId) : null,
    phone: v.phone.trim() || null,
    bikeIds: v.bikeIds.map(Number),
    ...(depositCents === null ? {} : { depositCents }),
    notes: v.notes.trim() || null,
  };
};
const validate = schemaValidator<Values>(rentalInputSchema, draftOf);

const valuesOf = (request?: RentalRequest): Values => ({
  firstname: request?.firstname ?? '',
  lastname: request?.lastname ?? '',
  email: request?.email ?? '',
  phone: request?.phone ?? '',
  companyId: '',
  startDate: request?.startDate && request.startDate >= brusselsToday() ? request.startDate : '',
  endDate: request?.endDate && request.endDate >= brusselsToday() ? request.endDate : '',
  bikeIds: [],
  pricePerDayCents: 3500,
  depositCents: 20000,
  notes: request?.comment ?? '',
});

type Props = { request?: RentalRequest; pending: boolean; onSubmit: (body: RentalBody) => Promise<unknown> };

/** A new rental: the customer (a person, maybe for a company), the days, the free rental bikes to give, the money. */
export function RentalForm({ request, pending, onSubmit }: Props) {
  const { t } = useTranslation('rentals');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const companies = useQuery(minimalCompaniesQueryOptions());
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(request),
    validate,
  });
  const input = (path: keyof Values) => {
    const props = form.getInputProps(path);
    return { ...props, error: fieldError(props.error as string | undefined) };
  };
  const { startDate, endDate, pricePerDayCents } = form.values;
  const datesOk = Boolean(startDate && endDate && endDate >= startDate);
  const free = useRentalAvailability(startDate, endDate);
  const bikes = free.data?.data ?? [];
  const total =
    datesOk && pricePerDayCents !== null
      ? rentalTotalCents({ pricePerDayCents, startDate, endDate, bikeCount: form.values.bikeIds.length })
      : null;

  const submit = form.onSubmit(async (v) => {
    setFailure(null);
    try {
      await onSubmit(rentalInputSchema.parse(draftOf(v, request?.id ?? null)));
    } catch (error) {
      if (isApiError(error)) form.setErrors(error.fields);
      setFailure(error);
    }
  });
  const bikeError = fieldError(form.errors.bikeIds as string | undefined);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        {request && <Alert color="blue">{t('requests.fromRequest', { name: `${request.firstname} ${request.lastname}` })}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...input('firstname')} label={t('fields.firstname')} autoComplete="off" required />
          <TextInput {...input('lastname')} label={t('fields.lastname')} autoComplete="off" required />
          <TextInput {...input('email')} type="email" label={t('fields.email')} autoComplete="off" required />
          <TextInput {...input('phone')} type="tel" label={<OptionalLabel>{t('fields.phone')}</OptionalLabel>} autoComplete="off" />
          <NativeSelect
            {...input('companyId')}
            label={<OptionalLabel>{t('fields.company')}</OptionalLabel>}
            data={[
              { value: '', label: t('fields.noCompany') },
              ...(companies.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
            ]}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateField
            {...input('startDate')}
            onChange={(v) => form.setValues({ startDate: v, bikeIds: [] })}
            label={t('fields.startDate')}
            required
          />
          <DateField
            {...input('endDate')}
            onChange={(v) => form.setValues({ endDate: v, bikeIds: [] })}
            label={t('fields.endDate')}
            required
          />
        </SimpleGrid>
        {!datesOk ? (
          <Text c="dimmed" size="sm">
            {t('availability.pickDates')}
          </Text>
        ) : free.data && bikes.length === 0 ? (
          <Alert color="yellow">{t('availability.none')}</Alert>
        ) : (
          <Checkbox.Group
            {...form.getInputProps('bikeIds')}
            label={t('availability.legend')}
            error={form.errors.bikeIds === 'required' ? t('availability.chooseOne') : bikeError}
            withAsterisk
          >
            <Stack gap={6} mt="xs">
              {bikes.map((b) => (
                <Checkbox
                  key={b.id}
                  value={String(b.id)}
                  label={t('availability.bikeLabel', {
                    name: b.name,
                    frame: b.frameNumber,
                    size: b.size ?? '—',
                    location: b.location ?? '—',
                  })}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MoneyInput {...input('pricePerDayCents')} label={t('fields.pricePerDay')} min={0} required />
          <MoneyInput {...input('depositCents')} label={t('fields.deposit')} min={0} />
        </SimpleGrid>
        {total !== null && (
          <Text fw={600} aria-live="polite">
            {`${t('fields.total')} — ${t('totalPreview', { days: rentalDays(startDate, endDate), bikes: form.values.bikeIds.length, price: formatPrice(pricePerDayCents), total: formatPrice(total) })}`}
          </Text>
        )}
        <Textarea {...input('notes')} label={<OptionalLabel>{t('fields.notes')}</OptionalLabel>} rows={3} />
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {t('createSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
