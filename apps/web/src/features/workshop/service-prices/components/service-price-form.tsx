import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  formatPrice,
  missingTranslations,
  SERVICE_CATEGORIES,
  servicePriceInputSchema,
  splitInclusive,
  type ServiceCategory,
} from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@/components/ui/money-input';
import type { ServicePriceBody } from '@/features/workshop/service-prices/api/create-service-price';
import type { ServicePrice } from '@/features/workshop/service-prices/api/get-service-price';
import { useWorkshopStores } from '@/features/workshop/service-prices/api/get-workshop-stores';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';

type Values = {
  description: { fr: string; nl: string; en: string };
  category: ServiceCategory;
  priceInclVatCents: number | null;
  storeId: string;
  displayed: boolean;
};

const valuesOf = (s?: ServicePrice): Values => ({
  description: { fr: s?.description.fr ?? '', nl: s?.description.nl ?? '', en: s?.description.en ?? '' },
  category: s?.category ?? 'other',
  priceInclVatCents: s?.priceInclVatCents ?? null,
  storeId: s ? String(s.store.id) : '1',
  displayed: s?.displayed ?? true,
});

const draftOf = (v: Values) => ({ ...v, storeId: Number(v.storeId) });
const schemaErrors = schemaValidator<Values>(servicePriceInputSchema, draftOf);

/** The contract's checks; the three languages are required here, where the API answers translations_required. */
const validate = (v: Values): Record<string, string> => ({
  ...schemaErrors(v),
  ...Object.fromEntries(missingTranslations(v.description).map((l) => [`description.${l}`, 'required'])),
});

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
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const stores = useWorkshopStores();
  const [failure, setFailure] = useState<unknown>(null);
  const [untranslated, setUntranslated] = useState(false);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(service),
    validate,
  });
  const input = (path: string) => {
    const props = form.getInputProps(path);
    return { ...props, error: fieldError(props.error as string | undefined) };
  };
  const cents = form.values.priceInclVatCents;
  const split = cents === null ? null : splitInclusive(cents, labourRate);
  const missing = missingTranslations(form.values.description);

  const submit = form.onSubmit(
    async (v) => {
      setFailure(null);
      setUntranslated(false);
      try {
        await onSubmit(servicePriceInputSchema.parse(draftOf(v)));
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
          <MoneyInput {...input('priceInclVatCents')} readOnly={readOnly} label={t('prices.fields.price')} min={0} required />
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
