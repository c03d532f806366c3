import { Alert, Button, Group, NativeSelect, NumberInput, SimpleGrid, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatPrice, missingTranslations, SERVICE_CATEGORIES, splitInclusive, type ServiceCategory } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServicePriceBody } from '@/features/workshop/service-prices/api/create-service-price';
import type { ServicePrice } from '@/features/workshop/service-prices/api/get-service-price';
import { useWorkshopStores } from '@/features/workshop/service-prices/api/get-workshop-stores';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';

type Values = {
  description: { fr: string; nl: string; en: string };
  category: ServiceCategory;
  price: number | string;
  storeId: string;
  displayed: boolean;
};

const valuesOf = (s?: ServicePrice): Values => ({
  description: { fr: s?.description.fr ?? '', nl: s?.description.nl ?? '', en: s?.description.en ?? '' },
  category: s?.category ?? 'other',
  price: s ? s.priceInclVatCents / 100 : '',
  storeId: s ? String(s.store.id) : '1',
  displayed: s?.displayed ?? true,
});

const toCents = (v: number | string) => {
  const n = typeof v === 'number' ? v : Number(String(v).replace(',', '.'));
  return v === '' || !Number.isFinite(n) ? Number.NaN : Math.round(n * 100);
};

type Props = {
  service?: ServicePrice;
  submitLabel: string;
  pending: boolean;
  readOnly?: boolean;
  labourRate?: number;
  onSubmit: (body: ServicePriceBody) => Promise<unknown>;
};

/** A service of the price list: its description in the three languages (all required), category, price incl. VAT, store. */
export function ServicePriceForm({
  service,
  submitLabel,
  pending,
  readOnly = false,
  labourRate = service?.vat.rate ?? 6,
  onSubmit,
}: Props) {
  const { t } = useTranslation('workshop');
  const { t: te } = useTranslation('errors');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const stores = useWorkshopStores();
  const [failure, setFailure] = useState<unknown>(null);
  const [untranslated, setUntranslated] = useState(false);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(service),
    validate: {
      description: {
        fr: (v) => (v.trim() ? null : 'required'),
        nl: (v) => (v.trim() ? null : 'required'),
        en: (v) => (v.trim() ? null : 'required'),
      },
      price: (v) => (Number.isNaN(toCents(v)) ? 'required' : toCents(v) < 0 ? 'too_small' : null),
    },
  });
  const input = (path: string) => {
    const props = form.getInputProps(path);
    return { ...props, error: fieldError(props.error as string | undefined) };
  };
  const cents = toCents(form.values.price);
  const split = Number.isNaN(cents) ? null : splitInclusive(cents, labourRate);
  const missing = missingTranslations(form.values.description);

  const submit = form.onSubmit(
    async (v) => {
      setFailure(null);
      setUntranslated(false);
      try {
        await onSubmit({
          description: v.description,
          category: v.category,
          priceInclVatCents: toCents(v.price),
          storeId: Number(v.storeId),
          displayed: v.displayed,
        });
      } catch (error) {
        if (isApiError(error)) form.setErrors(error.fields);
        setFailure(error);
      }
    },
    // Spec §5: a missing language gets its own message above the form, as the API's translations_required.
    () => setUntranslated(missing.length > 0),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {untranslated && <Alert color="red">{te('api.translations_required')}</Alert>}
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        <Textarea {...input('description.fr')} readOnly={readOnly} label={t('prices.fields.descriptionFr')} lang="fr" rows={2} required />
        <Textarea {...input('description.nl')} readOnly={readOnly} label={t('prices.fields.descriptionNl')} lang="nl" rows={2} required />
        <Textarea {...input('description.en')} readOnly={readOnly} label={t('prices.fields.descriptionEn')} lang="en" rows={2} required />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NativeSelect
            {...input('category')}
            disabled={readOnly}
            label={t('prices.fields.category')}
            data={SERVICE_CATEGORIES.map((c) => ({ value: c, label: t(`prices.categories.${c}`) }))}
          />
          <NumberInput
            {...input('price')}
            readOnly={readOnly}
            label={t('prices.fields.price')}
            min={0}
            decimalScale={2}
            decimalSeparator={locale === 'en' ? '.' : ','}
            thousandSeparator=""
            rightSection="€"
            required
          />
          <NativeSelect
            {...input('storeId')}
            disabled={readOnly}
            label={t('prices.fields.store')}
            data={(stores.data ?? [{ id: Number(form.values.storeId), name: service?.store.name ?? '…' }]).map((s) => ({
              value: String(s.id),
              label: s.name,
            }))}
          />
        </SimpleGrid>
        {split && (
          <Text size="sm" c="dimmed">
            {t('prices.vatSplit', { net: formatPrice(split.netCents), vat: formatPrice(split.vatCents), rate: labourRate })}
          </Text>
        )}
        <Switch {...form.getInputProps('displayed', { type: 'checkbox' })} disabled={readOnly} label={t('prices.fields.displayed')} />
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
