import { Alert, Button, Checkbox, Group, NumberInput, Radio, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { PROMO_KINDS, PROMO_LINE_KINDS, type PromoCode, type PromoCodeInput, type PromoLineKind } from '@veloport/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/ui/date-field';
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
  const [value, setValue] = useState<number | string>(promo ? (promo.kind === 'amount' ? promo.value / 100 : promo.value) : 10);
  const [startsOn, setStartsOn] = useState(promo?.startsOn ?? '');
  const [endsOn, setEndsOn] = useState(promo?.endsOn ?? '');
  const [maxUses, setMaxUses] = useState<number | string>(promo?.maxUses ?? '');
  const [perCustomer, setPerCustomer] = useState<number | string>(promo?.perCustomerLimit ?? '');
  const [minimum, setMinimum] = useState<number | string>(promo ? promo.minimumOrderCents / 100 : 0);
  const [active, setActive] = useState(promo?.active ?? true);
  const [isPublic, setIsPublic] = useState(promo?.isPublic ?? false);
  const [description, setDescription] = useState(promo?.description ?? '');
  const [appliesTo, setAppliesTo] = useState<string[]>(promo?.appliesTo ?? []);
  const [failure, setFailure] = useState<unknown>(null);
  const fields = isApiError(failure) ? (failure.fields ?? {}) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const v = num(value) ?? 0;
    try {
      await onSubmit({
        code: code.trim(),
        kind,
        value: kind === 'amount' ? Math.round(v * 100) : Math.round(v),
        startsOn: startsOn || null,
        endsOn: endsOn || null,
        maxUses: num(maxUses),
        perCustomerLimit: num(perCustomer),
        minimumOrderCents: Math.round((num(minimum) ?? 0) * 100),
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
        <NumberInput
          label={t('promoCodes.fields.value')}
          value={value}
          onChange={setValue}
          min={kind === 'percent' ? 1 : 0.01}
          max={kind === 'percent' ? 100 : undefined}
          decimalScale={kind === 'percent' ? 0 : 2}
          suffix={kind === 'percent' ? ' %' : ' €'}
          required
          error={fieldError(fields.value)}
        />
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
          <NumberInput
            label={t('promoCodes.fields.minimumOrder')}
            value={minimum}
            onChange={setMinimum}
            min={0}
            decimalScale={2}
            suffix=" €"
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
