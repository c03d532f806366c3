import { Alert, Anchor, Button, Group, NativeSelect, NumberInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatPrice, LEASING_CONTRACT_KINDS, leasingContractMonthlyCents, type LeasingContractKind } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DateField } from '@/components/ui/date-field';
import { SearchInput } from '@/components/ui/search-input';
import { useCreateLeasingContract } from '@/features/billing/leasing/api/create-leasing-contract';
import { useLeasedBikes } from '@/features/billing/leasing/api/get-leased-bikes';
import { leasingPaths } from '@/features/billing/leasing/paths';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

type Values = {
  bikeId: string;
  kind: LeasingContractKind;
  startDate: string;
  contractMonths: number | string;
  bike: number | string;
  maintenance: number | string;
  insurance: number | string;
  fees: number | string;
};

const toCents = (euros: number | string) => Math.round(Number(euros || 0) * 100);

/**
 * `bills/leasing-end/create`: a leasing contract typed by the admin for a leased bike (a delivered leasing order,
 * or a bike leased before the portal); the monthly price is computed from its parts as it is typed.
 */
export function LeasingContractCreatePage() {
  const { t } = useTranslation('leasing');
  const locale = useLocale();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const create = useCreateLeasingContract();
  const [q, setQ] = useState('');
  const bikes = useLeasedBikes(q);
  const [failure, setFailure] = useState<unknown>(null);
  usePageTitle(t('titles.create'));
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { bikeId: '', kind: 'monthly', startDate: '', contractMonths: 36, bike: '', maintenance: 0, insurance: 0, fees: 0 },
    validate: {
      bikeId: (v) => (v ? null : 'required'),
      startDate: (v) => (v ? null : 'required'),
      contractMonths: (v) => (Number(v) >= 1 ? null : 'required'),
      bike: (v) => (Number(v) > 0 ? null : 'required'),
    },
  });
  const input = (path: keyof Values) => {
    const props = form.getInputProps(path);
    return { ...props, error: fieldError(props.error as string | undefined) };
  };
  const months = Number(form.values.contractMonths);
  const monthly =
    Number.isInteger(months) && months > 0 && Number(form.values.bike) > 0
      ? leasingContractMonthlyCents({
          bikeAmountCents: toCents(form.values.bike),
          contractMonths: months,
          yearlyMaintenanceBudgetCents: toCents(form.values.maintenance),
          monthlyInsuranceCents: toCents(form.values.insurance),
          monthlyFeesCents: toCents(form.values.fees),
        })
      : null;

  const submit = form.onSubmit(async (v) => {
    setFailure(null);
    try {
      const made = await create.mutateAsync({
        bikeId: Number(v.bikeId),
        kind: v.kind,
        startDate: v.startDate,
        contractMonths: Number(v.contractMonths),
        bikeAmountCents: toCents(v.bike),
        yearlyMaintenanceBudgetCents: toCents(v.maintenance),
        monthlyInsuranceCents: toCents(v.insurance),
        monthlyFeesCents: toCents(v.fees),
      });
      notify('success', t('actions.created'));
      navigate(leasingPaths.contract.getHref(locale, made.id));
    } catch (error) {
      if (isApiError(error) && error.fields) {
        const map: Record<string, string> = {
          bikeAmountCents: 'bike',
          yearlyMaintenanceBudgetCents: 'maintenance',
          monthlyInsuranceCents: 'insurance',
          monthlyFeesCents: 'fees',
        };
        form.setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [map[k] ?? k, v])));
      }
      setFailure(error);
    }
  });

  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Anchor component={Link} to={leasingPaths.endList.getHref(locale)} size="sm">
          {t('actions.backToList')}
        </Anchor>
        <Title order={1}>{t('titles.create')}</Title>
        <Text c="dimmed">{t('intros.create')}</Text>
      </div>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <SearchInput label={t('fields.frameSearch')} value={q} onSearch={setQ} />
            <NativeSelect
              {...input('bikeId')}
              label={t('fields.bike')}
              required
              data={[
                { value: '', label: t('chooseBike') },
                ...(bikes.data?.data ?? []).map((b) => ({
                  value: String(b.id),
                  label: `${b.frameNumber} — ${b.model ? `${b.model.brand} ${b.model.model}` : ''} — ${b.company?.name ?? b.user?.name ?? ''}`,
                })),
              ]}
            />
            <NativeSelect
              {...input('kind')}
              label={t('fields.kind')}
              data={LEASING_CONTRACT_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
            />
            <DateField {...input('startDate')} label={t('fields.startDate')} required />
            <NumberInput {...input('contractMonths')} label={t('fields.contractMonths')} min={1} max={120} allowDecimal={false} required />
            <NumberInput
              {...input('bike')}
              label={t('fields.bikeAmount')}
              min={0}
              decimalScale={2}
              decimalSeparator=","
              suffix=" €"
              required
            />
            <NumberInput
              {...input('maintenance')}
              label={t('fields.maintenance')}
              min={0}
              decimalScale={2}
              decimalSeparator=","
              suffix=" €"
            />
            <NumberInput {...input('insurance')} label={t('fields.insurance')} min={0} decimalScale={2} decimalSeparator="," suffix=" €" />
            <NumberInput {...input('fees')} label={t('fields.fees')} min={0} decimalScale={2} decimalSeparator="," suffix=" €" />
            <TextInput label={t('fields.monthly')} value={monthly === null ? '' : formatPrice(monthly)} readOnly />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              {t('actions.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
