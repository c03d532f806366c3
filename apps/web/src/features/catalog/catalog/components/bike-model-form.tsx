import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  bikeModelInputSchema,
  LOCALES,
  type BikeModel,
  type BikeModelInput,
  type Characteristic,
  type FrameType,
  type UsageType,
  brusselsToday,
  yearOf,
} from '@veloport/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@/components/ui/money-input';
import { OptionalLabel } from '@/components/ui/optional-label';
import { useCatalogOptions, useVatHint } from '@/features/catalog/catalog/components/labels';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';
import { useLocale } from '@/lib/locale';

type Amount = number | string;

/** The inputs; `priceCents` and `discountPriceCents` hold cents as MoneyInput gives them (null when empty). */
export type BikeModelFormValues = {
  brand: string;
  model: string;
  externalRef: string;
  frameType: FrameType;
  sizes: string[];
  season: string;
  year: Amount;
  usage: UsageType;
  electric: boolean;
  batteryWh: Amount;
  engineNm: Amount;
  priceCents: number | null;
  vatRate: Amount;
  discountPriceCents: number | null;
  description: { fr: string; en: string; nl: string };
  characteristics: Record<string, string | number | boolean>;
  cafeteriaEligible: boolean;
};

const intOrNull = (value: Amount): number | null => (value === '' || value === null ? null : Number(value));

/** The request as typed; an empty price stays null for the contract to call required. */
function draftOf(values: BikeModelFormValues, model?: BikeModel) {
  const characteristics: BikeModelInput['characteristics'] = {};
  for (const [id, value] of Object.entries(values.characteristics)) {
    if (typeof value === 'string' && value.trim() === '') continue;
    characteristics[id] = typeof value === 'string' ? value.trim() : value;
  }
  return {
    brand: values.brand.trim(),
    model: values.model.trim(),
    slug: model?.slug ?? null,
    externalRef: values.externalRef.trim() || null,
    frameType: values.frameType,
    sizes: values.sizes,
    season: values.season.trim() || null,
    year: values.year === '' ? Number.NaN : Number(values.year),
    usage: values.usage,
    electric: values.electric,
    batteryWh: values.electric ? intOrNull(values.batteryWh) : null,
    engineNm: values.electric ? intOrNull(values.engineNm) : null,
    priceCents: values.priceCents,
    vatRate: values.vatRate === '' ? 21 : Number(values.vatRate),
    discountPriceCents: values.discountPriceCents,
    characteristics,
    description: { fr: values.description.fr.trim(), en: values.description.en.trim(), nl: values.description.nl.trim() },
    cafeteriaEligible: values.cafeteriaEligible,
    available: model?.available ?? true,
  };
}

/** What is sent, once the form's check has passed: the contract's reading of the inputs. */
export const toBikeModelInput = (values: BikeModelFormValues, model?: BikeModel): BikeModelInput =>
  bikeModelInputSchema.parse(draftOf(values, model));

export function bikeModelFormValues(model?: BikeModel): BikeModelFormValues {
  return {
    brand: model?.brand ?? '',
    model: model?.model ?? '',
    externalRef: model?.externalRef ?? '',
    frameType: model?.frameType ?? 'H',
    sizes: model?.sizes ?? [],
    season: model?.season ?? '',
    year: model?.year ?? yearOf(brusselsToday()),
    usage: model?.usage ?? 'city',
    electric: model?.electric ?? true,
    batteryWh: model?.batteryWh ?? '',
    engineNm: model?.engineNm ?? '',
    priceCents: model?.priceCents ?? null,
    vatRate: model?.vatRate ?? 21,
    discountPriceCents: model?.discountPriceCents ?? null,
    description: model?.description ?? { fr: '', en: '', nl: '' },
    characteristics: model?.characteristics ?? {},
    cafeteriaEligible: model?.cafeteriaEligible ?? false,
  };
}

const schemaErrors = schemaValidator<BikeModelFormValues>(bikeModelInputSchema, draftOf);

/** The browser's checks: the contract's, with an empty year said to be required. */
function validate(values: BikeModelFormValues): Record<string, string> {
  const errors: Record<string, string> = { ...schemaErrors(values) };
  if (values.year === '') errors.year = 'required';
  // The contract's cross-field rules only run once every field parses: say these at once too.
  if (values.electric && values.batteryWh === '') errors.batteryWh ??= 'required';
  if (values.electric && values.engineNm === '') errors.engineNm ??= 'required';
  return errors;
}

type Props = {
  model?: BikeModel;
  characteristics: Characteristic[];
  submitLabel: string;
  pending: boolean;
  /** Read-only for staff who may look but not change. */
  readOnly?: boolean;
  onSubmit: (input: BikeModelInput) => Promise<unknown>;
};

/** A bike model: identity, sizes, motor, prices, characteristics and descriptions (creation and edition). */
export function BikeModelForm({ model, characteristics, submitLabel, pending, readOnly = false, onSubmit }: Props) {
  const { t } = useTranslation(['catalog', 'common']);
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const options = useCatalogOptions();
  const vatHint = useVatHint();
  const [failure, setFailure] = useState<unknown>(null);
  const ids = { identity: useId(), motor: useId(), prices: useId(), characteristics: useId(), descriptions: useId() };
  const decimalSeparator = locale === 'en' ? '.' : ',';

  const form = useForm<BikeModelFormValues>({ mode: 'controlled', initialValues: bikeModelFormValues(model), validate });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(toBikeModelInput(values, model));
    } catch (error) {
      if (isApiError(error)) {
        // The slug is made from brand, model and year: a taken one is said under the model's name.
        const { slug, ...fields } = error.fields;
        form.setErrors(slug ? { model: slug, ...fields } : fields);
      }
      setFailure(error);
    }
  });

  const input = (path: keyof BikeModelFormValues | string) => {
    const props = form.getInputProps(path);
    return { ...props, error: fieldError(props.error as string | undefined), disabled: readOnly };
  };
  const sizeError = Object.entries(form.errors).find(([key]) => key === 'sizes' || key.startsWith('sizes.'))?.[1];

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        <Stack gap="sm" component="section" aria-labelledby={ids.identity}>
          <Title order={2} size="h4" id={ids.identity}>
            {t('catalog:form.identity')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...input('brand')} label={t('catalog:fields.brand')} required />
            <TextInput {...input('model')} label={t('catalog:fields.model')} required />
            <NativeSelect {...input('frameType')} label={t('catalog:fields.frameType')} data={options.frameTypes} required />
            <NativeSelect {...input('usage')} label={t('catalog:fields.usage')} data={options.usages} required />
            <TagsInput
              {...form.getInputProps('sizes')}
              error={fieldError(sizeError)}
              disabled={readOnly}
              label={t('catalog:fields.sizes')}
              description={t('catalog:form.sizesHint')}
              splitChars={[',', ' ', ';']}
              acceptValueOnBlur
              required
              withAsterisk={false}
            />
            <NumberInput
              {...input('year')}
              label={t('catalog:fields.year')}
              min={2000}
              max={2100}
              allowDecimal={false}
              thousandSeparator=""
              required
            />
            <TextInput {...input('season')} label={<OptionalLabel>{t('catalog:fields.season')}</OptionalLabel>} />
            <TextInput {...input('externalRef')} label={<OptionalLabel>{t('catalog:fields.externalRef')}</OptionalLabel>} />
          </SimpleGrid>
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby={ids.motor}>
          <Title order={2} size="h4" id={ids.motor}>
            {t('catalog:form.motor')}
          </Title>
          <Switch {...form.getInputProps('electric', { type: 'checkbox' })} disabled={readOnly} label={t('catalog:fields.electric')} />
          {form.values.electric && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberInput
                {...input('batteryWh')}
                label={t('catalog:fields.batteryWh')}
                min={100}
                max={3000}
                allowDecimal={false}
                required
              />
              <NumberInput {...input('engineNm')} label={t('catalog:fields.engineNm')} min={10} max={200} allowDecimal={false} required />
            </SimpleGrid>
          )}
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby={ids.prices}>
          <Title order={2} size="h4" id={ids.prices}>
            {t('catalog:form.prices')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <MoneyInput
              {...input('priceCents')}
              label={t('catalog:fields.price')}
              description={vatHint(form.values.priceCents, form.values.vatRate)}
              min={0}
              required
            />
            <NumberInput
              {...input('vatRate')}
              label={t('catalog:fields.vatRate')}
              min={0}
              max={27}
              allowDecimal={false}
              rightSection="%"
              required
            />
            <MoneyInput
              {...input('discountPriceCents')}
              label={<OptionalLabel>{t('catalog:fields.discountPrice')}</OptionalLabel>}
              min={0}
            />
          </SimpleGrid>
          <Checkbox
            {...form.getInputProps('cafeteriaEligible', { type: 'checkbox' })}
            disabled={readOnly}
            label={t('catalog:fields.cafeteriaEligible')}
          />
        </Stack>

        {characteristics.length > 0 && (
          <Stack gap="sm" component="section" aria-labelledby={ids.characteristics}>
            <Title order={2} size="h4" id={ids.characteristics}>
              {t('catalog:form.characteristics')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {characteristics.map((c) => {
                const path = `characteristics.${c.id}`;
                const name = c.name[locale] || c.name.fr;
                const label = <OptionalLabel>{c.unit ? `${name} (${c.unit})` : name}</OptionalLabel>;
                const value = form.values.characteristics[String(c.id)];
                const error = fieldError(form.errors[path] as string | undefined);
                if (c.type === 'boolean')
                  return (
                    <Checkbox
                      key={c.id}
                      label={c.unit ? `${name} (${c.unit})` : name}
                      checked={value === true}
                      disabled={readOnly}
                      error={error}
                      onChange={(event) => form.setFieldValue(path, event.currentTarget.checked)}
                    />
                  );
                if (c.type === 'number')
                  return (
                    <NumberInput
                      key={c.id}
                      label={label}
                      value={typeof value === 'number' ? value : ''}
                      disabled={readOnly}
                      error={error}
                      decimalSeparator={decimalSeparator}
                      thousandSeparator=""
                      onChange={(v) => form.setFieldValue(path, v === '' ? '' : Number(v))}
                    />
                  );
                return (
                  <TextInput
                    key={c.id}
                    label={label}
                    value={typeof value === 'string' ? value : value === undefined ? '' : String(value)}
                    disabled={readOnly}
                    error={error}
                    onChange={(event) => form.setFieldValue(path, event.currentTarget.value)}
                  />
                );
              })}
            </SimpleGrid>
          </Stack>
        )}

        <Stack gap="sm" component="section" aria-labelledby={ids.descriptions}>
          <Title order={2} size="h4" id={ids.descriptions}>
            {t('catalog:form.descriptions')}
          </Title>
          {LOCALES.map((l) => (
            <Textarea
              key={l}
              {...input(`description.${l}`)}
              label={<OptionalLabel>{t(`catalog:form.description.${l}`)}</OptionalLabel>}
              rows={3}
            />
          ))}
        </Stack>

        {!readOnly && (
          <Group justify="flex-end">
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
