import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  formatLongDay,
  formatPrice,
  MAINTENANCE_LOCATIONS,
  MAX_REPLACEMENT_DAYS,
  maintenanceFees,
  maintenanceRequestInputSchema,
  totalFeesCents,
  type MaintenanceLocation,
} from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/ui/date-field';
import { MoneyInput } from '@/components/ui/money-input';
import { OptionalLabel } from '@/components/ui/optional-label';
import type { MaintenanceRequestBody } from '@/features/workshop/maintenance/api/create-maintenance-request';
import type { MyBikes } from '@/features/workshop/maintenance/api/get-my-bikes';
import { useWorkshopStores } from '@/features/workshop/maintenance/api/get-workshop-stores';
import { isApiError, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';
import { useLocale } from '@/lib/locale';

type Values = {
  bike: string;
  problem: string;
  mileageKm: number | string;
  maxBudgetCents: number | null;
  location: MaintenanceLocation;
  address: string;
  replacementBike: boolean;
  replacementDays: number | string;
  desiredDate: string;
  storeId: string;
};

type Props = { bikes: MyBikes['data']; pending: boolean; onSubmit: (body: MaintenanceRequestBody) => Promise<unknown> };

const bikeKey = (b: { kind: string; id: number }) => `${b.kind}:${b.id}`;
const num = (v: number | string) => (typeof v === 'number' ? v : v.trim() === '' ? null : Number(v));

/** The request as typed; `store` is the one shown, the first when none is picked. */
const draftOf = (values: Values, store?: { id: number }): MaintenanceRequestBody => {
  const [kind, id] = values.bike.split(':');
  return {
    ...(kind === 'external' ? { externalBikeId: Number(id) } : kind === 'stock' ? { bikeId: Number(id) } : {}),
    problem: values.problem,
    mileageKm: num(values.mileageKm),
    maxBudgetCents: values.maxBudgetCents,
    location: values.location,
    address: values.location === 'shop' ? null : values.address.trim() || null,
    replacementBike: values.replacementBike,
    replacementDays: values.replacementBike ? num(values.replacementDays) : null,
    desiredDate: values.desiredDate || null,
    ...(store ? { storeId: store.id } : {}),
  };
};

const schemaErrors = schemaValidator<Values>(maintenanceRequestInputSchema, (v) => draftOf(v));
/** The contract's checks; the bike select stands for bikeId or externalBikeId, so its own emptiness is said here. */
const validate = (v: Values): Record<string, string> => ({ ...schemaErrors(v), ...(v.bike ? {} : { bike: 'required' }) });

/** Ask for maintenance: one of my bikes, the problem, where, a replacement bike; the fees show before sending (seed §9). */
export function MaintenanceRequestForm({ bikes, pending, onSubmit }: Props) {
  const { t } = useTranslation('maintenance');
  const locale = useLocale();
  const fieldError = useFieldErrorMessage();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      bike: bikes[0] ? bikeKey(bikes[0]) : '',
      problem: '',
      mileageKm: '',
      maxBudgetCents: null,
      location: 'shop',
      address: '',
      replacementBike: false,
      replacementDays: 1,
      desiredDate: '',
      storeId: '',
    },
    validate,
  });
  const input = (path: keyof Values) => {
    const props = form.getInputProps(path);
    return { ...props, error: fieldError(props.error as string | undefined) };
  };
  const v = form.values;
  const fees = maintenanceFees({
    location: v.location,
    replacementBike: v.replacementBike,
    replacementDays: Number(v.replacementDays) || 0,
  });
  const stores = useWorkshopStores().data?.data ?? [];
  const store = stores.find((s) => String(s.id) === v.storeId) ?? stores[0];

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(draftOf(values, store));
    } catch (error) {
      if (isApiError(error) && error.fields) form.setErrors(error.fields);
      setFailure(error);
    }
  });

  const failed = failure !== null && !(isApiError(failure) && failure.status === 422);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failed && <Alert color="red">{t('errorContactAdmin')}</Alert>}
        <NativeSelect
          {...input('bike')}
          label={t('fields.bike')}
          required
          data={bikes.map((b) => ({ value: bikeKey(b), label: `${b.label}${b.frameNumber ? ` – ${b.frameNumber}` : ''}` }))}
        />
        <Textarea {...input('problem')} label={t('fields.problem')} description={t('problemHint')} rows={4} required />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            {...input('mileageKm')}
            label={<OptionalLabel>{t('fields.mileageKm')}</OptionalLabel>}
            min={0}
            allowDecimal={false}
            suffix=" km"
          />
          <MoneyInput {...input('maxBudgetCents')} label={<OptionalLabel>{t('fields.maxBudget')}</OptionalLabel>} min={0} />
          <DateField {...input('desiredDate')} label={<OptionalLabel>{t('fields.desiredDate')}</OptionalLabel>} />
        </SimpleGrid>
        <Stack gap={4}>
          <Text component="span" id="maintenance-location-label" size="sm" fw={500}>
            {t('fields.location')}
          </Text>
          <SegmentedControl
            aria-labelledby="maintenance-location-label"
            value={v.location}
            onChange={(value) => form.setFieldValue('location', value as MaintenanceLocation)}
            data={MAINTENANCE_LOCATIONS.map((l) => ({ value: l, label: t(`locations.${l}`) }))}
            fullWidth
          />
        </Stack>
        {stores.length > 0 && (
          <NativeSelect
            {...input('storeId')}
            value={store ? String(store.id) : ''}
            label={v.location === 'shop' ? t('fields.store') : t('fields.storeAway')}
            description={
              store?.earliest ? t('earliest', { day: formatLongDay(store.earliest, locale), store: store.name }) : t('noEarliest')
            }
            data={stores.map((s) => ({ value: String(s.id), label: s.name }))}
          />
        )}
        {v.location !== 'shop' && (
          <TextInput
            {...input('address')}
            label={v.location === 'other' ? t('fields.address') : <OptionalLabel>{t('fields.address')}</OptionalLabel>}
            required={v.location === 'other'}
            autoComplete="street-address"
          />
        )}
        <Group align="flex-end" wrap="wrap">
          <Checkbox {...form.getInputProps('replacementBike', { type: 'checkbox' })} label={t('fields.replacementBike')} />
          {v.replacementBike && (
            <NumberInput
              {...input('replacementDays')}
              label={t('fields.replacementDays')}
              min={1}
              max={MAX_REPLACEMENT_DAYS}
              allowDecimal={false}
              w={160}
              required
            />
          )}
        </Group>
        <Paper withBorder p="md" role="status" aria-live="polite">
          <Text fw={600}>{t('fees.title')}</Text>
          <Text size="sm">{t('fees.replacementBike', { amount: formatPrice(fees.replacementBikeCents, locale) })}</Text>
          <Text size="sm">{t('fees.address', { amount: formatPrice(fees.addressFeeCents, locale) })}</Text>
          <Text fw={700} data-testid="fees-total">
            {t('fees.total', { amount: formatPrice(totalFeesCents(fees), locale) })}
          </Text>
        </Paper>
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {t('send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
