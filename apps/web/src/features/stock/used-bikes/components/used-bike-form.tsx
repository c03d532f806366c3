import { Alert, Button, Group, NativeSelect, NumberInput, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  FRAME_TYPES,
  LOCALES,
  TRADE_IN_CONDITIONS,
  usedBikeInputSchema,
  type FrameType,
  type NameTranslations,
  type TradeInCondition,
  type UsedBikeInput,
} from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@/components/ui/money-input';
import { NameTranslationsField, nameTranslationsOf, trimmedNameTranslations } from '@/components/ui/name-translations-field';
import { OptionalLabel } from '@/components/ui/optional-label';
import type { UsedBike } from '@/features/stock/used-bikes/api/get-used-bike';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';

type Amount = number | string;
/** `priceCents` holds cents as MoneyInput gives them, null when empty. */
export type UsedBikeFormValues = {
  title: string;
  titleTranslations: NameTranslations;
  brand: string;
  model: string;
  year: Amount;
  frameType: FrameType | '';
  size: string;
  electric: boolean;
  batteryWh: Amount;
  mileageKm: Amount;
  condition: TradeInCondition;
  priceCents: number | null;
  description: { fr: string; en: string; nl: string };
  published: boolean;
};

const intOrNull = (v: Amount) => (v === '' ? null : Number(v));

/** The request as typed; an empty price stays null for the contract to call required. */
function draftOf(v: UsedBikeFormValues, bike?: UsedBike) {
  return {
    bikeId: bike?.bikeId ?? null,
    title: v.title.trim(),
    titleTranslations: trimmedNameTranslations(v.titleTranslations),
    brand: v.brand.trim(),
    model: v.model.trim(),
    year: intOrNull(v.year),
    frameType: v.frameType || null,
    size: v.size.trim() || null,
    electric: v.electric,
    batteryWh: v.electric ? intOrNull(v.batteryWh) : null,
    mileageKm: intOrNull(v.mileageKm),
    condition: v.condition,
    priceCents: v.priceCents,
    description: { fr: v.description.fr.trim(), en: v.description.en.trim(), nl: v.description.nl.trim() },
    published: v.published,
    locationId: bike?.location?.id ?? null,
  };
}

/** What is sent, once the form's check has passed: the contract's reading of the inputs. */
export const toUsedBikeInput = (v: UsedBikeFormValues, bike?: UsedBike): UsedBikeInput => usedBikeInputSchema.parse(draftOf(v, bike));

const validate = schemaValidator<UsedBikeFormValues>(usedBikeInputSchema, draftOf);

type Props = { bike?: UsedBike; submitLabel: string; pending: boolean; onSubmit: (input: UsedBikeInput) => Promise<unknown> };

/** A used bike listed for sale: creation and edition. */
export function UsedBikeForm({ bike, submitLabel, pending, onSubmit }: Props) {
  const { t } = useTranslation('catalog');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<UsedBikeFormValues>({
    mode: 'controlled',
    initialValues: {
      title: bike?.title ?? '',
      titleTranslations: nameTranslationsOf(bike?.titleTranslations),
      brand: bike?.brand ?? '',
      model: bike?.model ?? '',
      year: bike?.year ?? '',
      frameType: bike?.frameType ?? '',
      size: bike?.size ?? '',
      electric: bike?.electric ?? false,
      batteryWh: bike?.batteryWh ?? '',
      mileageKm: bike?.mileageKm ?? '',
      condition: bike?.condition ?? 'good',
      priceCents: bike?.priceCents ?? null,
      description: bike?.description ?? { fr: '', en: '', nl: '' },
      published: bike?.published ?? false,
    },
    validate,
  });
  const input = (path: string) => {
    const props = form.getInputProps(path);
    return { ...props, error: fieldError(props.error as string | undefined) };
  };
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(toUsedBikeInput(values, bike));
    } catch (error) {
      if (isApiError(error)) form.setErrors(error.fields);
      setFailure(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        <TextInput {...input('title')} label={t('used.fields.title')} required />
        <NameTranslationsField path="titleTranslations" original={form.values.title} input={input} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput {...input('brand')} label={t('fields.brand')} required />
          <TextInput {...input('model')} label={t('fields.model')} required />
          <NumberInput
            {...input('year')}
            label={<OptionalLabel>{t('fields.year')}</OptionalLabel>}
            min={1980}
            max={2100}
            allowDecimal={false}
            thousandSeparator=""
          />
          <NativeSelect
            {...input('frameType')}
            label={<OptionalLabel>{t('fields.frameType')}</OptionalLabel>}
            data={[{ value: '', label: '—' }, ...FRAME_TYPES.map((f) => ({ value: f, label: t(`frameTypes.${f}`) }))]}
          />
          <TextInput {...input('size')} label={<OptionalLabel>{t('used.fields.size')}</OptionalLabel>} />
          <NumberInput
            {...input('mileageKm')}
            label={<OptionalLabel>{t('used.fields.mileageKm')}</OptionalLabel>}
            min={0}
            allowDecimal={false}
            thousandSeparator=""
          />
          <NativeSelect
            {...input('condition')}
            label={t('used.fields.condition')}
            data={TRADE_IN_CONDITIONS.map((c) => ({ value: c, label: t(`used.conditions.${c}`) }))}
            required
          />
          <MoneyInput {...input('priceCents')} label={t('used.fields.price')} min={0} required />
        </SimpleGrid>
        <Switch {...form.getInputProps('electric', { type: 'checkbox' })} label={t('fields.electric')} />
        {form.values.electric && (
          <NumberInput
            {...input('batteryWh')}
            label={<OptionalLabel>{t('fields.batteryWh')}</OptionalLabel>}
            min={100}
            max={3000}
            allowDecimal={false}
            maw={260}
          />
        )}
        {LOCALES.map((l) => (
          <Textarea key={l} {...input(`description.${l}`)} label={<OptionalLabel>{t(`form.description.${l}`)}</OptionalLabel>} rows={3} />
        ))}
        <Switch
          {...form.getInputProps('published', { type: 'checkbox' })}
          label={t('used.fields.published')}
          description={t('used.publishedHint')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
