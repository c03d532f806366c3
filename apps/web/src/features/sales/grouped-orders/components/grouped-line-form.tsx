import { Alert, Button, Group, NativeSelect, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  groupedOrderLineRequestSchema,
  type GroupedOrder,
  type GroupedOrderLineKind,
  type GroupedOrderLineRequest,
} from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@/components/ui/money-input';
import { OptionalLabel } from '@/components/ui/optional-label';
import { useLineCatalogue } from '@/features/sales/grouped-orders/api/get-line-catalogue';
import { useOrdersToOrder } from '@/features/sales/grouped-orders/api/get-orders-to-order';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';

/** Belgian VAT as the shop uses it. */
const VAT_RATES = [21, 6, 0] as const;

type Line = GroupedOrder['lines'][number];
type Values = {
  modelId: string;
  size: string;
  accessoryId: string;
  description: string;
  orderId: string;
  quantity: number | string;
  unitPriceCents: number | null;
  vatRate: string;
};
type Props = {
  kind: GroupedOrderLineKind;
  line?: Line;
  isAdmin: boolean;
  pending: boolean;
  onSubmit: (input: GroupedOrderLineRequest) => Promise<unknown>;
  onCancel: () => void;
};

/** The request as typed: an empty quantity or price stays null for the contract to call required. */
const draftOf = (kind: GroupedOrderLineKind) => (v: Values) => ({
  kind,
  quantity: v.quantity === '' ? null : Number(v.quantity),
  unitPriceCents: v.unitPriceCents,
  vatRate: Number(v.vatRate),
  modelId: kind === 'bike' && v.modelId ? Number(v.modelId) : null,
  size: kind === 'bike' ? v.size || null : null,
  accessoryId: kind === 'accessory' && v.accessoryId ? Number(v.accessoryId) : null,
  description: kind === 'bike' || kind === 'accessory' ? null : v.description.trim(),
  orderId: v.orderId ? Number(v.orderId) : null,
});

/** The contract's checks, and what the service asks of each kind (the contract takes every field as optional). */
function validatorFor(kind: GroupedOrderLineKind) {
  const schemaErrors = schemaValidator<Values>(groupedOrderLineRequestSchema, draftOf(kind));
  return (v: Values): Record<string, string> => ({
    ...schemaErrors(v),
    ...(kind === 'bike' && !v.modelId ? { modelId: 'required' } : {}),
    ...(kind === 'accessory' && !v.accessoryId ? { accessoryId: 'required' } : {}),
    ...(kind !== 'bike' && kind !== 'accessory' && !v.description.trim() ? { description: 'required' } : {}),
  });
}

/** One line of a grouped order, its fields following its kind: a model and size, a catalogue accessory, or a description. */
export function GroupedLineForm({ kind, line, isAdmin, pending, onSubmit, onCancel }: Props) {
  const { t } = useTranslation('groupedOrders');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const catalogue = useLineCatalogue(isAdmin);
  const toOrder = useOrdersToOrder();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      modelId: line?.modelId ? String(line.modelId) : '',
      size: line?.size ?? '',
      accessoryId: line?.accessoryId ? String(line.accessoryId) : '',
      description: line?.description ?? '',
      orderId: line?.orderId ? String(line.orderId) : '',
      quantity: line?.quantity ?? 1,
      unitPriceCents: line?.unitPriceCents ?? null,
      vatRate: String(line?.vatRate ?? 21),
    },
    validate: validatorFor(kind),
  });
  const model = catalogue.models.find((m) => String(m.id) === form.values.modelId);
  const input = (path: keyof Values) => {
    const props = form.getInputProps(path);
    return { ...props, error: fieldError(props.error as string | undefined) };
  };
  const orders = (toOrder.data?.data ?? []).filter((o) => String(o.id) !== form.values.orderId);

  const submit = form.onSubmit(async (v) => {
    setFailure(null);
    try {
      await onSubmit(groupedOrderLineRequestSchema.parse(draftOf(kind)(v)));
    } catch (error) {
      if (isApiError(error)) form.setErrors(error.fields);
      setFailure(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        {kind === 'bike' && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              {...input('modelId')}
              onChange={(e) => {
                const chosen = catalogue.models.find((m) => String(m.id) === e.currentTarget.value);
                form.setFieldValue('modelId', e.currentTarget.value);
                form.setFieldValue('size', chosen?.sizes[0] ?? '');
              }}
              label={t('lines.model')}
              data={[{ value: '', label: '—' }, ...catalogue.models.map((m) => ({ value: String(m.id), label: `${m.brand} ${m.model}` }))]}
              required
            />
            <NativeSelect
              {...input('size')}
              label={t('lines.size')}
              data={[
                { value: '', label: '—' },
                ...(model?.sizes ?? (form.values.size ? [form.values.size] : [])).map((s) => ({ value: s, label: s })),
              ]}
            />
          </SimpleGrid>
        )}
        {kind === 'accessory' && (
          <NativeSelect
            {...input('accessoryId')}
            label={t('lines.accessory')}
            description={isAdmin ? undefined : t('lines.accessoryAdminOnly')}
            data={[{ value: '', label: '—' }, ...catalogue.accessories.map((a) => ({ value: String(a.id), label: a.name }))]}
            required
          />
        )}
        {kind !== 'bike' && kind !== 'accessory' && (
          <TextInput {...input('description')} label={t('lines.description')} required maxLength={500} />
        )}
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <NumberInput {...input('quantity')} label={t('lines.quantity')} min={1} max={1000} allowDecimal={false} required />
          <MoneyInput {...input('unitPriceCents')} label={t('lines.unitPrice')} min={0} required />
          <NativeSelect
            {...input('vatRate')}
            label={t('lines.vatRate')}
            data={VAT_RATES.map((r) => ({ value: String(r), label: `${r} %` }))}
            required
          />
        </SimpleGrid>
        <NativeSelect
          {...input('orderId')}
          label={<OptionalLabel>{t('lines.customerOrder')}</OptionalLabel>}
          data={[
            { value: '', label: t('lines.noCustomerOrder') },
            ...(form.values.orderId ? [{ value: form.values.orderId, label: t('lines.forOrder', { id: form.values.orderId }) }] : []),
            ...orders.map((o) => ({
              value: String(o.id),
              label: `${t('lines.forOrder', { id: o.id })} · ${o.label}${o.company ? ` · ${o.company.name}` : ''}`,
            })),
          ]}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('keep')}
          </Button>
          <Button type="submit" loading={pending}>
            {line ? t('lines.save') : t(`lines.add.${kind}`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
