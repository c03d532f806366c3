import { Alert, Button, Checkbox, Group, NativeSelect, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatPrice, OFFER_LINE_KINDS, offerLineInputSchema, type OfferLineInputBody, type OfferLineKind } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@/components/ui/money-input';
import type { Offer } from '@/features/sales/offers-and-orders/api/get-offer';
import { useLineCatalogue } from '@/features/sales/offers-and-orders/api/get-line-catalogue';
import { useOfferStockBikes } from '@/features/sales/offers-and-orders/api/get-offer-stock-bikes';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';
import { useLocale } from '@/lib/locale';

/** The rates a line offers: Belgian VAT as the shop uses it (21 %, 6 %, 0 %). */
export const LINE_VAT_RATES = [21, 6, 0] as const;

type Line = Offer['lines'][number];
type Values = {
  kind: OfferLineKind;
  modelId: string;
  size: string;
  /** A specific bike in stock of that model, or '' for the model alone. */
  bikeId: string;
  accessoryId: string;
  description: string;
  installation: boolean;
  quantity: number | string;
  unitPriceCents: number | null;
  vatRate: string;
  discountPercent: number | string;
};

/** The request as typed: an empty quantity or price stays null for the contract to call required. */
const draftOf = (values: Values) => ({
  kind: values.kind,
  quantity: values.quantity === '' ? null : Number(values.quantity),
  unitPriceCents: values.unitPriceCents,
  vatRate: Number(values.vatRate),
  discountPercent: values.discountPercent === '' ? 0 : Number(values.discountPercent),
  // A named stock bike carries its own model and size (the API takes one or the other).
  modelId: values.kind === 'bike' && !values.bikeId && values.modelId ? Number(values.modelId) : null,
  size: values.kind === 'bike' && !values.bikeId ? values.size || null : null,
  bikeId: values.kind === 'bike' && values.bikeId ? Number(values.bikeId) : null,
  accessoryId: values.kind === 'accessory' && values.accessoryId ? Number(values.accessoryId) : null,
  description: values.kind === 'bike' || values.kind === 'accessory' ? null : values.description.trim(),
  installation: values.kind === 'box' && values.installation,
});

const schemaErrors = schemaValidator<Values>(offerLineInputSchema, draftOf);

/** The contract's checks, and what the offers service asks of each kind (the contract takes every field as optional). */
function validate(values: Values): Record<string, string> {
  const free = values.kind !== 'bike' && values.kind !== 'accessory';
  return {
    ...schemaErrors(values),
    ...(values.kind === 'bike' && !values.modelId ? { modelId: 'required' } : {}),
    ...(values.kind === 'accessory' && !values.accessoryId ? { accessoryId: 'required' } : {}),
    ...(free && !values.description.trim() ? { description: 'required' } : {}),
  };
}

type Props = { line?: Line; pending: boolean; onSubmit: (input: OfferLineInputBody) => Promise<unknown>; onCancel: () => void };

/** Adds or changes one line of an offer: a catalogue bike (and its size), an accessory, a box, labour, a service… */
export function OfferLineForm({ line, pending, onSubmit, onCancel }: Props) {
  const { t } = useTranslation('sales');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const catalogue = useLineCatalogue();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      kind: line?.kind ?? 'bike',
      modelId: line?.modelId ? String(line.modelId) : '',
      size: line?.size ?? '',
      bikeId: line?.bikeId ? String(line.bikeId) : '',
      accessoryId: line?.accessoryId ? String(line.accessoryId) : '',
      description: line?.description ?? '',
      installation: line?.installation ?? false,
      quantity: line?.quantity ?? 1,
      unitPriceCents: line?.unitPriceCents ?? null,
      vatRate: String(line?.vatRate ?? 21),
      discountPercent: line?.discountPercent ?? 0,
    },
    validate,
  });
  const v = form.values;
  const model = catalogue.models.find((m) => String(m.id) === v.modelId);
  const stockBikes = useOfferStockBikes(v.kind === 'bike' && v.modelId ? Number(v.modelId) : null).data?.data ?? [];
  // The bike a saved line names stays a choice even once it has left the stock.
  const bikeChoices = [
    ...stockBikes.map((b) => ({ value: String(b.id), label: [b.frameNumber, b.size, b.location.name].filter(Boolean).join(' · ') })),
    ...(line?.bikeId && !stockBikes.some((b) => b.id === line.bikeId) && v.bikeId === String(line.bikeId)
      ? [{ value: String(line.bikeId), label: line.label }]
      : []),
  ];
  const input = (path: keyof Values) => {
    const props = form.getInputProps(path);
    return { ...props, error: fieldError(props.error as string | undefined) };
  };

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(offerLineInputSchema.parse(draftOf(values)));
    } catch (error) {
      if (isApiError(error)) form.setErrors(error.fields);
      setFailure(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        <NativeSelect
          {...input('kind')}
          label={t('lines.kind')}
          data={OFFER_LINE_KINDS.map((k) => ({ value: k, label: t(`lineKinds.${k}`) }))}
          disabled={Boolean(line)}
          required
        />
        {v.kind === 'bike' && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              {...input('modelId')}
              onChange={(e) => {
                const chosen = catalogue.models.find((m) => String(m.id) === e.currentTarget.value);
                form.setFieldValue('modelId', e.currentTarget.value);
                form.setFieldValue('size', chosen?.sizes[0] ?? '');
                form.setFieldValue('bikeId', '');
                if (chosen && form.values.unitPriceCents === null) form.setFieldValue('unitPriceCents', chosen.priceCents);
                if (chosen && (LINE_VAT_RATES as readonly number[]).includes(chosen.vatRate))
                  form.setFieldValue('vatRate', String(chosen.vatRate));
              }}
              label={t('lines.model')}
              data={[{ value: '', label: '—' }, ...catalogue.models.map((m) => ({ value: String(m.id), label: `${m.brand} ${m.model}` }))]}
              required
            />
            <NativeSelect
              {...input('size')}
              label={t('lines.size')}
              disabled={Boolean(v.bikeId)}
              data={[{ value: '', label: '—' }, ...(model?.sizes ?? (v.size ? [v.size] : [])).map((s) => ({ value: s, label: s }))]}
            />
            {bikeChoices.length > 0 && (
              <NativeSelect
                {...input('bikeId')}
                onChange={(e) => {
                  const chosen = stockBikes.find((b) => String(b.id) === e.currentTarget.value);
                  form.setFieldValue('bikeId', e.currentTarget.value);
                  if (chosen?.size) form.setFieldValue('size', chosen.size);
                }}
                label={t('lines.stockBike')}
                description={t('lines.stockBikeHint')}
                data={[{ value: '', label: t('lines.anyBikeOfModel') }, ...bikeChoices]}
              />
            )}
          </SimpleGrid>
        )}
        {v.kind === 'accessory' && (
          <NativeSelect
            {...input('accessoryId')}
            onChange={(e) => {
              const chosen = catalogue.accessories.find((a) => String(a.id) === e.currentTarget.value);
              form.setFieldValue('accessoryId', e.currentTarget.value);
              if (chosen && form.values.unitPriceCents === null) form.setFieldValue('unitPriceCents', chosen.priceCents);
            }}
            label={t('lines.accessory')}
            data={[{ value: '', label: '—' }, ...catalogue.accessories.map((a) => ({ value: String(a.id), label: a.name }))]}
            required
          />
        )}
        {v.kind !== 'bike' && v.kind !== 'accessory' && <TextInput {...input('description')} label={t('lines.description')} required />}
        {v.kind === 'box' && <Checkbox {...form.getInputProps('installation', { type: 'checkbox' })} label={t('lines.installation')} />}
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }}>
          <NumberInput {...input('quantity')} label={t('lines.quantity')} min={1} max={1000} allowDecimal={false} required />
          <MoneyInput {...input('unitPriceCents')} label={t('lines.unitPrice')} min={0} required />
          <NativeSelect
            {...input('vatRate')}
            label={t('lines.vatRate')}
            data={LINE_VAT_RATES.map((r) => ({ value: String(r), label: `${r} %` }))}
            required
          />
          <NumberInput
            {...input('discountPercent')}
            label={t('lines.discountPercent')}
            min={0}
            max={100}
            decimalScale={2}
            decimalSeparator={locale === 'en' ? '.' : ','}
            rightSection="%"
          />
        </SimpleGrid>
        {model && (
          <Text size="sm" c="dimmed">
            {t('lines.cataloguePrice', { price: formatPrice(model.priceCents, locale) })}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {line ? t('lines.save') : t('lines.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
