import { Alert, Button, Checkbox, Group, NumberInput, Radio, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { PROMO_KINDS, PROMO_LINE_KINDS, type PromoCode, type PromoCodeInput, type PromoLineKind } from '@veloport/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/ui/date-field';
import { MoneyInput } from '@/components/ui/money-input';
import { OptionalLabel } from '@/components/ui/optional-label';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';

type Props = { promo?: PromoCode; pending: boolean; submitLabel: string; onSubmit: (input: PromoCodeInput) => Promise<unknown> };
const num = (v: number | string) => (typeof v === 'number' ? v : null);

/** A promo code: the code, percent or amount off, validity dates, caps on uses and the minimum order. */
export function PromoCodeForm({ promo, pending, submitLabel, onSubmit }: Props) {
  const { t } = useTranslation('payments');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const [code, setCode] = useState(promo?.code ?? '');
  const [kind, setKind] = useState<PromoCode['kind']>(promo?.kind ?? 'percent');
  // Percent off is a whole number, amount off is money: each kind keeps its own input.
  const [percent, setPercent] = useState<number | string>(promo?.kind === 'percent' ? promo.value : 10);
  const [amountCents, setAmountCents] = useState<number | null>(promo?.kind === 'amount' ? promo.value : 1000);
  const [startsOn, setStartsOn] = useState(promo?.startsOn ?? '');
  const [endsOn, setEndsOn] = useState(promo?.endsOn ?? '');
  const [maxUses, setMaxUses] = useState<number | string>(promo?.maxUses ?? '');
  const [perCustomer, setPerCustomer] = useState<number | string>(promo?.perCustomerLimit ?? '');
  const [minimumCents, setMinimumCents] = useState<number | null>(promo?.minimumOrderCents ?? 0);
  const [active, setActive] = useState(promo?.active ?? true);
  const [isPublic, setIsPublic] = useState(promo?.isPublic ?? false);
  const [description, setDescription] = useState(promo?.description ?? '');
  const [appliesTo, setAppliesTo] = useState<string[]>(promo?.appliesTo ?? []);
  const [failure, setFailure] = useState<unknown>(null);
  const fields = isApiError(failure) ? (failure.fields ?? {}) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await onSubmit({
        code: code.trim(),
        kind,
        // An empty value goes as 0 for the contract to refuse (too_small) under the field, as before.
        value: kind === 'amount' ? (amountCents ?? 0) : Math.round(num(percent) ?? 0),
        startsOn: startsOn || null,
        endsOn: endsOn || null,
        maxUses: num(maxUses),
        perCustomerLimit: num(perCustomer),
        // No minimum typed is none, the contract's default.
        minimumOrderCents: minimumCents ?? 0,
        active,
        description: description.trim() || null,
        isPublic,
        appliesTo: appliesTo as PromoLineKind[],
      });
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md" maw={720}>
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        <TextInput
          label={t('promoCodes.fields.code')}
          description={t('promoCodes.codeHint')}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value.toUpperCase())}
          required
          maxLength={30}
          error={fieldError(fields.code)}
        />
        <Radio.Group label={t('promoCodes.fields.kind')} value={kind} onChange={(v) => setKind(v as PromoCode['kind'])}>
          <Group mt="xs">
            {PROMO_KINDS.map((k) => (
              <Radio key={k} value={k} label={t(`promoCodes.kinds.${k}`)} />
            ))}
          </Group>
        </Radio.Group>
        {kind === 'percent' ? (
          <NumberInput
            label={t('promoCodes.fields.value')}
            value={percent}
            onChange={setPercent}
            min={1}
            max={100}
            decimalScale={0}
            suffix=" %"
            required
            error={fieldError(fields.value)}
          />
        ) : (
          <MoneyInput
            label={t('promoCodes.fields.value')}
            value={amountCents}
            onChange={setAmountCents}
            min={1}
            required
            error={fieldError(fields.value)}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateField
            label={<OptionalLabel>{t('promoCodes.fields.startsOn')}</OptionalLabel>}
            value={startsOn}
            onChange={setStartsOn}
            error={fieldError(fields.startsOn)}
          />
          <DateField
            label={<OptionalLabel>{t('promoCodes.fields.endsOn')}</OptionalLabel>}
            value={endsOn}
            onChange={setEndsOn}
            error={fieldError(fields.endsOn)}
          />
          <NumberInput
            label={<OptionalLabel>{t('promoCodes.fields.maxUses')}</OptionalLabel>}
            value={maxUses}
            onChange={setMaxUses}
            min={1}
            allowDecimal={false}
            error={fieldError(fields.maxUses)}
          />
          <NumberInput
            label={<OptionalLabel>{t('promoCodes.fields.perCustomerLimit')}</OptionalLabel>}
            value={perCustomer}
            onChange={setPerCustomer}
            min={1}
            allowDecimal={false}
            error={fieldError(fields.perCustomerLimit)}
          />
          <MoneyInput
            label={t('promoCodes.fields.minimumOrder')}
            value={minimumCents}
            onChange={setMinimumCents}
            min={0}
            error={fieldError(fields.minimumOrderCents)}
          />
        </SimpleGrid>
        <Checkbox.Group
          label={t('promoCodes.fields.appliesTo')}
          description={t('promoCodes.appliesToHint')}
          value={appliesTo}
          onChange={setAppliesTo}
          error={fieldError(fields.appliesTo)}
        >
          <Group mt="xs">
            {PROMO_LINE_KINDS.map((k) => (
              <Checkbox key={k} value={k} label={t(`promoCodes.lineKinds.${k}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <TextInput
          label={<OptionalLabel>{t('promoCodes.fields.description')}</OptionalLabel>}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          maxLength={300}
        />
        <Switch label={t('promoCodes.fields.active')} checked={active} onChange={(e) => setActive(e.currentTarget.checked)} />
        <Switch
          label={t('promoCodes.fields.isPublic')}
          description={t('promoCodes.isPublicHint')}
          checked={isPublic}
          onChange={(e) => setIsPublic(e.currentTarget.checked)}
        />
        <Group>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
