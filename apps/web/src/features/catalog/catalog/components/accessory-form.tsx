import { Alert, Button, Group, NativeSelect, NumberInput, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  accessoryInputSchema,
  LOCALES,
  type Accessory,
  type AccessoryCategory,
  type AccessoryInput,
  type NameTranslations,
} from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@/components/ui/money-input';
import { NameTranslationsField, nameTranslationsOf, trimmedNameTranslations } from '@/components/ui/name-translations-field';
import { OptionalLabel } from '@/components/ui/optional-label';
import { useCatalogOptions, useVatHint } from '@/features/catalog/catalog/components/labels';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';

type Amount = number | string;
/** Prices in cents as MoneyInput gives them, null when empty. */
export type AccessoryFormValues = {
  name: string;
  nameTranslations: NameTranslations;
  brand: string;
  reference: string;
  category: AccessoryCategory;
  priceCents: number | null;
  vatRate: Amount;
  discountPriceCents: number | null;
  description: { fr: string; en: string; nl: string };
  available: boolean;
};

/** The request as typed; an empty price stays null for the contract to call required. */
function draftOf(v: AccessoryFormValues, accessory?: Accessory) {
  return {
    name: v.name.trim(),
    nameTranslations: trimmedNameTranslations(v.nameTranslations),
    brand: v.brand.trim() || null,
    reference: v.reference.trim() || null,
    slug: accessory?.slug ?? null,
    category: v.category,
    priceCents: v.priceCents,
    vatRate: v.vatRate === '' ? 21 : Number(v.vatRate),
    discountPriceCents: v.discountPriceCents,
    description: { fr: v.description.fr.trim(), en: v.description.en.trim(), nl: v.description.nl.trim() },
    available: v.available,
  };
}

/** What is sent, once the form's check has passed: the contract's reading of the inputs. */
export const toAccessoryInput = (v: AccessoryFormValues, accessory?: Accessory): AccessoryInput =>
  accessoryInputSchema.parse(draftOf(v, accessory));

const validate = schemaValidator<AccessoryFormValues>(accessoryInputSchema, draftOf);

type Props = { accessory?: Accessory; submitLabel: string; pending: boolean; onSubmit: (input: AccessoryInput) => Promise<unknown> };

/** An accessory of the catalogue: creation and edition. */
export function AccessoryForm({ accessory, submitLabel, pending, onSubmit }: Props) {
  const { t } = useTranslation('catalog');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const options = useCatalogOptions();
  const vatHint = useVatHint();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<AccessoryFormValues>({
    mode: 'controlled',
    initialValues: {
      name: accessory?.name ?? '',
      nameTranslations: nameTranslationsOf(accessory?.nameTranslations),
      brand: accessory?.brand ?? '',
      reference: accessory?.reference ?? '',
      category: accessory?.category ?? 'helmet',
      priceCents: accessory?.priceCents ?? null,
      vatRate: accessory?.vatRate ?? 21,
      discountPriceCents: accessory?.discountPriceCents ?? null,
      description: accessory?.description ?? { fr: '', en: '', nl: '' },
      available: accessory?.available ?? true,
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
      await onSubmit(toAccessoryInput(values, accessory));
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
          <TextInput {...input('name')} label={t('accessories.fields.name')} required />
          <NativeSelect {...input('category')} label={t('accessories.fields.category')} data={options.categories} required />
          <TextInput {...input('brand')} label={<OptionalLabel>{t('fields.brand')}</OptionalLabel>} />
          <TextInput {...input('reference')} label={<OptionalLabel>{t('accessories.fields.reference')}</OptionalLabel>} />
        </SimpleGrid>
        <NameTranslationsField path="nameTranslations" original={form.values.name} input={input} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <MoneyInput
            {...input('priceCents')}
            label={t('fields.price')}
            description={vatHint(form.values.priceCents, form.values.vatRate)}
            min={0}
            required
          />
          <NumberInput {...input('vatRate')} label={t('fields.vatRate')} min={0} max={27} allowDecimal={false} rightSection="%" required />
          <MoneyInput {...input('discountPriceCents')} label={<OptionalLabel>{t('fields.discountPrice')}</OptionalLabel>} min={0} />
        </SimpleGrid>
        <Switch {...form.getInputProps('available', { type: 'checkbox' })} label={t('accessories.fields.available')} />
        {LOCALES.map((l) => (
          <Textarea key={l} {...input(`description.${l}`)} label={<OptionalLabel>{t(`form.description.${l}`)}</OptionalLabel>} rows={3} />
        ))}
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
