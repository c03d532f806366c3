import {
  ActionIcon,
  Alert,
  Button,
  Fieldset,
  Group,
  NativeSelect,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { BILL_VAT_RATES, billLineNetCents, billTotals, formatPrice } from '@veloport/domain';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/ui/date-field';
import { MoneyInput } from '@/components/ui/money-input';
import { OptionalLabel } from '@/components/ui/optional-label';
import type { Bill, BillInput } from '@/features/billing/bills/api/get-bill';
import { useBillCustomers } from '@/features/billing/bills/api/get-bill-customers';
import { BillTotalsTable } from '@/features/billing/bills/components/bill-totals';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';

type LineValues = {
  key: number;
  description: string;
  quantity: number | string;
  unitPriceCents: number | null;
  vatRate: string;
  discount: number | string;
};
type CustomerKind = 'company' | 'person';

const num = (v: number | string) => (v === '' ? Number.NaN : Number(v));
type PricedLine = LineValues & { unitPriceCents: number };
/** A line whose quantity and price are typed: it counts in the totals. */
const isPriced = (line: LineValues): line is PricedLine => line.unitPriceCents !== null && Number.isFinite(num(line.quantity));

function lineOf(key: number, line?: Bill['lines'][number]): LineValues {
  return {
    key,
    description: line?.description ?? '',
    quantity: line?.quantity ?? 1,
    unitPriceCents: line?.unitPriceCents ?? null,
    vatRate: String(line?.vatRate ?? 21),
    discount: line?.discountPercent ? line.discountPercent : '',
  };
}

function toInput(line: PricedLine): BillInput['lines'][number] {
  const discount = num(line.discount);
  return {
    description: line.description.trim(),
    quantity: num(line.quantity),
    unitPriceCents: line.unitPriceCents,
    vatRate: Number(line.vatRate),
    ...(Number.isFinite(discount) && discount > 0 ? { discountPercent: discount } : {}),
  };
}

type Props = { bill?: Bill; submitLabel: string; pending: boolean; onSubmit: (body: BillInput) => Promise<unknown>; onCancel?: () => void };

/** A bill typed by hand: its customer (a company or a person), its lines with live totals per VAT rate, due date and notes. */
export function BillForm({ bill, submitLabel, pending, onSubmit, onCancel }: Props) {
  const { t } = useTranslation('bills');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const nextKey = useRef(bill?.lines.length ?? 1);
  const [kind, setKind] = useState<CustomerKind>(bill?.customer.kind ?? 'company');
  const [customerId, setCustomerId] = useState<string | null>(bill ? String(bill.customer.id) : null);
  const [lines, setLines] = useState<LineValues[]>(bill ? bill.lines.map((l, i) => lineOf(i, l)) : [lineOf(0)]);
  const [dueDate, setDueDate] = useState(bill?.dueDate ?? '');
  const [reverseCharge, setReverseCharge] = useState(bill?.reverseCharge ?? false);
  const [notes, setNotes] = useState(bill?.notes ?? '');
  const [failure, setFailure] = useState<unknown>(null);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const choices = useBillCustomers();
  const errors: Record<string, string> = { ...(isApiError(failure) ? failure.fields : {}), ...clientErrors };
  const err = (path: string) => fieldError(errors[path]);

  const options =
    kind === 'company'
      ? choices.companies.map((c) => ({ value: String(c.id), label: c.name }))
      : choices.people.map((u) => ({ value: String(u.id), label: u.name }));
  // The bill's own customer stays choosable even when the choices do not list it (an employee billed as a person).
  if (bill && customerId === String(bill.customer.id) && kind === bill.customer.kind && !options.some((o) => o.value === customerId))
    options.unshift({ value: customerId, label: bill.customer.name });

  const amounts = lines.filter(isPriced).map(toInput);
  const totals = billTotals(amounts);
  const setLine = (key: number, patch: Partial<LineValues>) => setLines((all) => all.map((l) => (l.key === key ? { ...l, ...patch } : l)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found: Record<string, string> = {};
    if (!customerId) found.companyId = 'customer_required';
    lines.forEach((l, i) => {
      if (!l.description.trim()) found[`lines.${i}.description`] = 'required';
      if (!Number.isFinite(num(l.quantity)) || num(l.quantity) === 0) found[`lines.${i}.quantity`] = 'quantity_invalid';
      if (l.unitPriceCents === null) found[`lines.${i}.unitPriceCents`] = 'required';
    });
    setClientErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await onSubmit({
        ...(kind === 'company' ? { companyId: Number(customerId) } : { userId: Number(customerId) }),
        lines: lines.filter(isPriced).map(toInput),
        ...(dueDate ? { dueDate } : {}),
        reverseCharge,
        ...(notes.trim() ? { notes: notes.trim() } : {}),
      });
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        <Radio.Group
          label={t('fields.customerKind')}
          value={kind}
          onChange={(value) => {
            setKind(value as CustomerKind);
            setCustomerId(null);
          }}
        >
          <Group mt="xs">
            <Radio value="company" label={t('customerKinds.company')} />
            <Radio value="person" label={t('customerKinds.person')} />
          </Group>
        </Radio.Group>
        <Select
          label={kind === 'company' ? t('fields.company') : t('fields.person')}
          placeholder={t('pickCustomer')}
          searchable
          clearable
          nothingFoundMessage={t('nothingFound')}
          data={options}
          value={customerId}
          onChange={setCustomerId}
          error={err('companyId') ?? err('userId')}
          required
        />

        <Title order={2} size="h4">
          {t('lines.title')}
        </Title>
        {lines.map((line, i) => (
          <Fieldset key={line.key} legend={t('lines.legend', { n: i + 1 })}>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }}>
              <TextInput
                label={t('lines.description')}
                value={line.description}
                onChange={(e) => setLine(line.key, { description: e.currentTarget.value })}
                error={err(`lines.${i}.description`)}
                required
              />
              <NumberInput
                label={t('lines.quantity')}
                value={line.quantity}
                onChange={(quantity) => setLine(line.key, { quantity })}
                decimalScale={3}
                error={err(`lines.${i}.quantity`)}
                required
              />
              <MoneyInput
                label={t('lines.unitPrice')}
                value={line.unitPriceCents}
                onChange={(unitPriceCents) => setLine(line.key, { unitPriceCents })}
                min={0}
                error={err(`lines.${i}.unitPriceCents`)}
                required
              />
              <NativeSelect
                label={t('lines.vatRate')}
                value={line.vatRate}
                onChange={(e) => setLine(line.key, { vatRate: e.currentTarget.value })}
                data={BILL_VAT_RATES.map((r) => ({ value: String(r), label: `${r} %` }))}
                error={err(`lines.${i}.vatRate`)}
              />
              <NumberInput
                label={<OptionalLabel>{t('lines.discount')}</OptionalLabel>}
                value={line.discount}
                onChange={(discount) => setLine(line.key, { discount })}
                min={0}
                max={100}
                decimalScale={2}
                error={err(`lines.${i}.discountPercent`)}
              />
            </SimpleGrid>
            <Group justify="space-between" mt="xs">
              <span>
                {t('lines.net', {
                  amount: isPriced(line) ? formatPrice(billLineNetCents(toInput(line))) : '—',
                })}
              </span>
              {lines.length > 1 && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('lines.remove', { n: i + 1 })}
                  onClick={() => setLines((all) => all.filter((l) => l.key !== line.key))}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          </Fieldset>
        ))}
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => {
              nextKey.current += 1;
              setLines((all) => [...all, lineOf(nextKey.current)]);
            }}
          >
            {t('lines.add')}
          </Button>
        </Group>
        <BillTotalsTable totals={totals} reverseCharge={reverseCharge} />

        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateField
            label={<OptionalLabel>{t('fields.dueDate')}</OptionalLabel>}
            value={dueDate}
            onChange={setDueDate}
            error={err('dueDate')}
          />
          <Switch
            label={t('fields.reverseCharge')}
            description={t('reverseChargeHelp')}
            checked={reverseCharge}
            onChange={(e) => setReverseCharge(e.currentTarget.checked)}
            mt="md"
          />
        </SimpleGrid>
        <Textarea
          label={<OptionalLabel>{t('fields.notes')}</OptionalLabel>}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
          rows={3}
          error={err('notes')}
        />
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('cancelEdit')}
            </Button>
          )}
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
