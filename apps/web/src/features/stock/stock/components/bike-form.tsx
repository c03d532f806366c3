import { Alert, Button, Group, NativeSelect, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { bikeCreateSchema, bikeUpdateSchema, type BikeCreateInput, type BikeDetail } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@/components/ui/money-input';
import { useLocations } from '@/features/stock/stock/api/get-locations';
import { useModelSelect } from '@/features/stock/stock/api/get-model-options';
import { useStockLabels } from '@/features/stock/stock/components/labels';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';

export type BikeFormValues = {
  modelId: string;
  frameNumber: string;
  size: string;
  color: string;
  identification: string;
  keyRef: string;
  lockRef: string;
  numberPlate: string;
  purchaseDate: string;
  purchasePriceCents: number | null;
  expectedDate: string;
  insurer: string;
  insurancePolicy: string;
  insuranceStart: string;
  insuranceEnd: string;
  locationId: string;
  contractKind: 'stock' | 'pending_delivery';
};

const initialValues = (bike: BikeDetail | null): BikeFormValues => ({
  modelId: bike?.model ? String(bike.model.id) : '',
  frameNumber: bike?.frameNumber ?? '',
  size: bike?.size ?? '',
  color: bike?.color ?? '',
  identification: bike?.identification ?? '',
  keyRef: bike?.keyRef ?? '',
  lockRef: bike?.lockRef ?? '',
  numberPlate: bike?.numberPlate ?? '',
  purchaseDate: bike?.purchaseDate?.slice(0, 10) ?? '',
  purchasePriceCents: bike?.purchasePriceCents ?? null,
  expectedDate: bike?.expectedDate?.slice(0, 10) ?? '',
  insurer: bike?.insurer ?? '',
  insurancePolicy: bike?.insurancePolicy ?? '',
  insuranceStart: bike?.insuranceStart?.slice(0, 10) ?? '',
  insuranceEnd: bike?.insuranceEnd?.slice(0, 10) ?? '',
  locationId: bike ? String(bike.location.id) : '',
  contractKind: 'stock',
});

/** The request body: empty inputs are null. */
export function toBikeRequest(v: BikeFormValues): BikeCreateInput {
  const opt = (s: string) => (s.trim() ? s.trim() : null);
  return {
    modelId: Number(v.modelId) || 0,
    frameNumber: v.frameNumber.trim(),
    size: opt(v.size),
    color: opt(v.color),
    identification: opt(v.identification),
    keyRef: opt(v.keyRef),
    lockRef: opt(v.lockRef),
    numberPlate: opt(v.numberPlate),
    purchaseDate: opt(v.purchaseDate),
    purchasePriceCents: v.purchasePriceCents,
    expectedDate: opt(v.expectedDate),
    insurer: opt(v.insurer),
    insurancePolicy: opt(v.insurancePolicy),
    insuranceStart: opt(v.insuranceStart),
    insuranceEnd: opt(v.insuranceEnd),
    locationId: Number(v.locationId) || 0,
    contractKind: v.contractKind,
  };
}

const fieldOf = (path: string) => path.split('.')[0] ?? path;

type Props = {
  bike?: BikeDetail;
  submitLabel: string;
  onSubmit: (values: BikeFormValues) => Promise<unknown>;
};

/** Every descriptive field of a bike (seed §3); on creation also its store and whether it is already here. */
export function BikeForm({ bike, submitLabel, onSubmit }: Props) {
  const { t } = useTranslation('stock');
  const labels = useStockLabels();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const mode = bike ? 'edit' : 'create';
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const locations = useLocations();
  const validate = schemaValidator<BikeFormValues>(mode === 'create' ? bikeCreateSchema : bikeUpdateSchema, toBikeRequest);
  const form = useForm<BikeFormValues>({
    mode: 'controlled',
    initialValues: initialValues(bike ?? null),
    validate: (values) => {
      const errors: Record<string, string> = {};
      for (const [path, code] of Object.entries(validate(values))) errors[fieldOf(path)] ??= code;
      return errors;
    },
  });

  const modelSelect = useModelSelect(
    form.values.modelId || null,
    (value) => form.setFieldValue('modelId', value ?? ''),
    bike?.model ? { value: String(bike.model.id), label: `${bike.model.brand} ${bike.model.model} (${bike.model.year})` } : null,
  );

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setSaving(true);
    try {
      await onSubmit(values);
      form.resetDirty();
    } catch (error) {
      const fields: Record<string, string> = {};
      if (isApiError(error)) for (const [path, code] of Object.entries(error.fields)) fields[fieldOf(path)] ??= code;
      form.setErrors(fields);
      if (Object.keys(fields).filter((k) => k in values).length === 0) setFailure(error);
    } finally {
      setSaving(false);
    }
  });
  const err = (key: keyof BikeFormValues) => fieldError(form.errors[key]);
  const text = (key: keyof BikeFormValues, extra: { type?: string; required?: boolean } = {}) => (
    <TextInput label={t(`fields.${key}`)} {...form.getInputProps(key)} error={err(key)} {...extra} />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select label={t('fields.model')} required nothingFoundMessage={t('list.noModel')} {...modelSelect} error={err('modelId')} />
          <TextInput
            label={t('fields.frameNumber')}
            required
            {...form.getInputProps('frameNumber')}
            error={err('frameNumber')}
            ff="monospace"
          />
          {mode === 'create' && (
            <>
              <NativeSelect
                label={t('fields.location')}
                required
                data={[
                  { value: '', label: t('form.choose') },
                  ...(locations.data ?? []).map((l) => ({ value: String(l.id), label: l.name })),
                ]}
                {...form.getInputProps('locationId')}
                error={err('locationId')}
              />
              <NativeSelect
                label={t('fields.contractKind')}
                data={(['stock', 'pending_delivery'] as const).map((c) => ({ value: c, label: labels.contract(c) }))}
                {...form.getInputProps('contractKind')}
              />
            </>
          )}
          {text('size')}
          {text('color')}
          {text('identification')}
          {text('numberPlate')}
          {text('keyRef')}
          {text('lockRef')}
          {text('purchaseDate', { type: 'date' })}
          <MoneyInput
            label={t('fields.purchasePrice')}
            min={0}
            {...form.getInputProps('purchasePriceCents')}
            error={err('purchasePriceCents')}
          />
          {text('expectedDate', { type: 'date' })}
        </SimpleGrid>
        <Title order={2} size="h4">
          {t('form.insurance')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {text('insurer')}
          {text('insurancePolicy')}
          {text('insuranceStart', { type: 'date' })}
          {text('insuranceEnd', { type: 'date' })}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
