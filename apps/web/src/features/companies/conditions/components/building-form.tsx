import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { buildingInputSchema, type Building, type BuildingInput, type NameTranslations } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NameTranslationsField, nameTranslationsOf, trimmedNameTranslations } from '@/components/ui/name-translations-field';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';

type BuildingValues = {
  name: string;
  nameTranslations: NameTranslations;
  address: { street: string; postalCode: string; city: string; country: string };
};

const toInput = (v: BuildingValues): BuildingInput => ({
  name: v.name.trim(),
  nameTranslations: trimmedNameTranslations(v.nameTranslations),
  address: {
    street: v.address.street.trim(),
    postalCode: v.address.postalCode.trim(),
    city: v.address.city.trim(),
    country: v.address.country.trim() || 'BE',
  },
});

type Props = {
  building?: Building;
  pending: boolean;
  onSubmit: (input: BuildingInput) => Promise<unknown>;
  onCancel: () => void;
};

/** A building of the company: its name and address. */
export function BuildingForm({ building, pending, onSubmit, onCancel }: Props) {
  const { t } = useTranslation('conditions');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<BuildingValues>({
    mode: 'controlled',
    initialValues: {
      name: building?.name ?? '',
      nameTranslations: nameTranslationsOf(building?.nameTranslations),
      address: building ? { ...building.address } : { street: '', postalCode: '', city: '', country: 'BE' },
    },
    validate: schemaValidator<BuildingValues>(buildingInputSchema, toInput),
  });
  const input = (path: string) => ({ ...form.getInputProps(path), error: fieldError(form.errors[path] as string | undefined) });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(toInput(values));
    } catch (error) {
      if (isApiError(error)) form.setErrors(error.fields);
      setFailure(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        <TextInput {...input('name')} label={t('buildings.fields.name')} required data-autofocus />
        <NameTranslationsField path="nameTranslations" original={form.values.name} input={input} />
        <TextInput {...input('address.street')} label={t('buildings.fields.street')} required />
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <TextInput {...input('address.postalCode')} label={t('buildings.fields.postalCode')} required />
          <TextInput {...input('address.city')} label={t('buildings.fields.city')} required />
          <TextInput {...input('address.country')} label={t('buildings.fields.country')} maxLength={2} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {building ? t('actions.save') : t('buildings.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
