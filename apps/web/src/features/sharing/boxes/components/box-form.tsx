import { Alert, Button, Group, NativeSelect, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  BOX_ADAPTERS,
  BOX_KINDS,
  BOX_MAX_SLOTS,
  boxInputSchema,
  type BoxAdapterKind,
  type BoxKind,
  type NameTranslations,
} from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NameTranslationsField, nameTranslationsOf, trimmedNameTranslations } from '@/components/ui/name-translations-field';
import type { BoxBody } from '@/features/sharing/boxes/api/create-box';
import type { BoxDetail } from '@/features/sharing/boxes/api/get-box';
import { useBoxCompanies } from '@/features/sharing/boxes/api/get-box-companies';
import { useCompanyBuildings } from '@/features/sharing/boxes/api/get-company-buildings';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';

type Values = {
  companyId: string;
  buildingId: string;
  name: string;
  nameTranslations: NameTranslations;
  kind: BoxKind;
  slotCount: number | string;
  adapter: BoxAdapterKind;
  deviceId: string;
};

/** The request as typed: an empty select or count is null, which the contract reads as required. */
const draftOf = (v: Values) => ({
  companyId: v.companyId ? Number(v.companyId) : null,
  buildingId: v.buildingId ? Number(v.buildingId) : null,
  name: v.name,
  nameTranslations: trimmedNameTranslations(v.nameTranslations),
  kind: v.kind,
  slotCount: v.slotCount === '' ? null : Number(v.slotCount),
  adapter: v.adapter,
  deviceId: v.deviceId,
});

type Props = {
  box?: BoxDetail;
  submitLabel: string;
  pending: boolean;
  onSubmit: (body: BoxBody) => Promise<unknown>;
  onCancel?: () => void;
};

/** A box's company and building, name, kind, number of slots and connection (admin: create and edit). */
export function BoxForm({ box, submitLabel, pending, onSubmit, onCancel }: Props) {
  const { t } = useTranslation('boxes');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      companyId: box ? String(box.company.id) : '',
      buildingId: box?.building ? String(box.building.id) : '',
      name: box?.name ?? '',
      nameTranslations: nameTranslationsOf(box?.nameTranslations),
      kind: box?.kind ?? 'key_box',
      slotCount: box?.slotCount ?? 4,
      adapter: box?.adapter ?? 'builtin',
      deviceId: box?.deviceId ?? '',
    },
    validate: schemaValidator<Values>(boxInputSchema, draftOf),
  });
  const companies = useBoxCompanies();
  const buildings = useCompanyBuildings(form.values.companyId ? Number(form.values.companyId) : null);
  const input = (path: string) => {
    const props = form.getInputProps(path);
    return { ...props, error: fieldError(props.error as string | undefined) };
  };

  const submit = form.onSubmit(async (v) => {
    setFailure(null);
    try {
      await onSubmit(boxInputSchema.parse(draftOf(v)));
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
          <NativeSelect
            {...input('companyId')}
            onChange={(e) => {
              form.setFieldValue('companyId', e.currentTarget.value);
              form.setFieldValue('buildingId', '');
            }}
            label={t('fields.company')}
            required
            disabled={Boolean(box)}
            data={[{ value: '', label: t('choose') }, ...(companies.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))]}
          />
          <NativeSelect
            {...input('buildingId')}
            label={t('fields.building')}
            required
            disabled={!form.values.companyId}
            data={[{ value: '', label: t('choose') }, ...(buildings.data?.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))]}
          />
          <TextInput {...input('name')} label={t('fields.name')} autoComplete="off" required />
          <NativeSelect {...input('kind')} label={t('fields.kind')} data={BOX_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))} />
          <NumberInput {...input('slotCount')} label={t('fields.slotCount')} min={1} max={BOX_MAX_SLOTS} allowDecimal={false} required />
          <NativeSelect
            {...input('adapter')}
            label={t('fields.adapter')}
            data={BOX_ADAPTERS.map((a) => ({ value: a, label: t(`adapters.${a}`) }))}
          />
          {form.values.adapter !== 'builtin' && (
            <TextInput {...input('deviceId')} label={t('fields.deviceId')} description={t('deviceIdHelp')} autoComplete="off" required />
          )}
        </SimpleGrid>
        <NameTranslationsField path="nameTranslations" original={form.values.name} input={input} maxLength={80} />
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('cancel')}
            </Button>
          )}
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
