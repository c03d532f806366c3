import { Alert, Anchor, Button, Group, NativeSelect, NumberInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  formatPrice,
  LEASING_CONTRACT_KINDS,
  leasingContractInputSchema,
  leasingContractMonthlyCents,
  type LeasingContractKind,
} from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DateField } from '@/components/ui/date-field';
import { MoneyInput } from '@/components/ui/money-input';
import { SearchInput } from '@/components/ui/search-input';
import { useCreateLeasingContract } from '@/features/billing/leasing/api/create-leasing-contract';
import { useLeasedBikes } from '@/features/billing/leasing/api/get-leased-bikes';
import { leasingPaths } from '@/features/billing/leasing/paths';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

type Values = {
  bikeId: string;
  kind: LeasingContractKind;
  startDate: string;
  contractMonths: number | string;
  bikeAmountCents: number | null;
  yearlyMaintenanceBudgetCents: number | null;
  monthlyInsuranceCents: number | null;
  monthlyFeesCents: number | null;
};

/** The request as typed; an empty optional amount is the contract's default, none. */
const draftOf = (v: Values) => ({
  bikeId: v.bikeId ? Number(v.bikeId) : null,
  kind: v.kind,
  startDate: v.startDate,
  contractMonths: v.contractMonths === '' ? null : Number(v.contractMonths),
  bikeAmountCents: v.bikeAmountCents,
  yearlyMaintenanceBudgetCents: v.yearlyMaintenanceBudgetCents ?? undefined,
  monthlyInsuranceCents: v.monthlyInsuranceCents ?? undefined,
  monthlyFeesCents: v.monthlyFeesCents ?? undefined,
});
const validate = schemaValidator<Values>(leasingContractInputSchema, draftOf);

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
    initialValues: {
      bikeId: '',
      kind: 'monthly',
      startDate: '',
      contractMonths: 36,
      bikeAmountCents: null,
      yearlyMaintenanceBudgetCents: 0,
      monthlyInsuranceCents: 0,
      monthlyFeesCents: 0,
    },
    validate,
  });
  const input = (path: keyof Values) => {
    const props = form.getInputProps(path);
    return { ...props, error: fieldError(props.error as string | undefined) };
  };
  const { bikeAmountCents, yearlyMaintenanceBudgetCents, monthlyInsuranceCents, monthlyFeesCents } = form.values;
  const months = Number(form.values.contractMonths);
  // An empty optional amount counts as none, as the contract's default does.
  const monthly =
    Number.isInteger(months) && months > 0 && bikeAmountCents !== null && bikeAmountCents > 0
      ? leasingContractMonthlyCents({
          bikeAmountCents,
          contractMonths: months,
          yearlyMaintenanceBudgetCents: yearlyMaintenanceBudgetCents ?? 0,
          monthlyInsuranceCents: monthlyInsuranceCents ?? 0,
          monthlyFeesCents: monthlyFeesCents ?? 0,
        })
      : null;

  const submit = form.onSubmit(async (v) => {
    setFailure(null);
    try {
      const made = await create.mutateAsync(leasingContractInputSchema.parse(draftOf(v)));
      notify('success', t('actions.created'));
      navigate(leasingPaths.contract.getHref(locale, made.id));
    } catch (error) {
      if (isApiError(error) && error.fields) form.setErrors(error.fields);
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
            <MoneyInput {...input('bikeAmountCents')} label={t('fields.bikeAmount')} min={0} required />
            <MoneyInput {...input('yearlyMaintenanceBudgetCents')} label={t('fields.maintenance')} min={0} />
            <MoneyInput {...input('monthlyInsuranceCents')} label={t('fields.insurance')} min={0} />
            <MoneyInput {...input('monthlyFeesCents')} label={t('fields.fees')} min={0} />
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
