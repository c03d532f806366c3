import { ActionIcon, Alert, Button, Group, NumberInput, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { formatPrice, partChoiceKey, type Locale } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@/components/ui/money-input';
import { useAcceptQuote } from '@/features/workshop/jobs/api/accept-quote';
import { useAddJobLine, type JobLineBody } from '@/features/workshop/jobs/api/add-job-line';
import { useJobLines, type JobLines } from '@/features/workshop/jobs/api/get-job-lines';
import { useLineChoices } from '@/features/workshop/jobs/api/get-line-choices';
import { useRemoveJobLine } from '@/features/workshop/jobs/api/remove-job-line';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';

type Kind = JobLineBody['kind'];
const euros = (cents: number) => formatPrice(cents);
/** A price-list service reads in the page's language, whoever added it (decision 035). */
const describe = (l: { description: string; descriptions: Record<Locale, string> | null }, locale: Locale) =>
  l.descriptions?.[locale] || l.description;

/** The add-line form of the workshop: a service from the price list, a part from the catalogue, or labour (hours × rate). */
function AddLineForm({ requestId }: { requestId: number }) {
  const { t } = useTranslation('workshopJobs');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const add = useAddJobLine(requestId);
  const choices = useLineChoices(true);
  const [kind, setKind] = useState<Kind>('service');
  const [choice, setChoice] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [quantity, setQuantity] = useState<number | string>(1);
  const [priceCents, setPriceCents] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const body = (unitPriceCents: number): JobLineBody => {
    if (kind === 'service') return { kind, servicePriceId: Number(choice), quantity: Number(quantity) };
    if (kind === 'part') {
      const part = choices.parts.find((c) => partChoiceKey(c) === choice);
      return {
        kind,
        partId: part?.partId ?? null,
        accessoryId: part?.accessoryId ?? null,
        description: description.trim() || null,
        quantity: Number(quantity),
        unitPriceCents,
      };
    }
    return { kind, description, quantity: Number(quantity), unitPriceCents };
  };
  const submit = async () => {
    if (kind === 'service' && !choice) return setErrors({ servicePriceId: 'required' });
    // A part or labour with no price typed is required, not free; a service takes its price from the list.
    if (kind !== 'service' && priceCents === null) return setErrors({ unitPriceCents: 'required' });
    setErrors({});
    try {
      await add.mutateAsync(body(priceCents ?? 0));
      notify('success', t('added'));
      setChoice(null);
      setDescription('');
      setQuantity(1);
      setPriceCents(null);
    } catch (error) {
      if (isApiError(error) && error.fields) setErrors(error.fields);
      notify('error', errorMessage(error));
    }
  };
  const err = (field: string) => (errors[field] ? fieldError(errors[field]) : undefined);

  return (
    <Stack
      gap="xs"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Title order={3}>{t('add.title')}</Title>
      <Select
        label={t('add.kind')}
        data={(['service', 'part', 'labour'] as const).map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
        value={kind}
        onChange={(v) => {
          setKind((v ?? 'service') as Kind);
          setChoice(null);
        }}
        allowDeselect={false}
      />
      {kind === 'service' && (
        <Select
          label={t('add.service')}
          searchable
          data={choices.services.map((s) => ({ value: String(s.id), label: `${s.description[locale]} — ${euros(s.priceInclVatCents)}` }))}
          value={choice}
          onChange={setChoice}
          error={err('servicePriceId')}
        />
      )}
      {kind === 'part' && (
        <Select
          label={t('add.accessory')}
          searchable
          clearable
          data={choices.parts.map((c) => ({
            value: partChoiceKey(c),
            label: `${c.name}${c.reference ? ` · ${c.reference}` : ''} (${t('add.inStock', { quantity: c.quantity })})`,
          }))}
          value={choice}
          onChange={setChoice}
          error={err('partId') ?? err('accessoryId')}
        />
      )}
      {kind !== 'service' && (
        <TextInput
          label={t('add.description')}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={err('description')}
        />
      )}
      <Group grow align="flex-start">
        <NumberInput
          label={kind === 'labour' ? t('add.hours') : t('add.quantity')}
          min={0}
          step={kind === 'labour' ? 0.25 : 1}
          decimalScale={2}
          value={quantity}
          onChange={setQuantity}
          error={err('quantity')}
        />
        {kind !== 'service' && (
          <MoneyInput
            label={kind === 'labour' ? t('add.hourlyRate') : t('add.unitPrice')}
            min={0}
            value={priceCents}
            onChange={setPriceCents}
            error={err('unitPriceCents')}
          />
        )}
      </Group>
      <Group>
        <Button type="submit" loading={add.isPending}>
          {t('add.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

function Lines({ requestId, lines }: { requestId: number; lines: JobLines }) {
  const { t } = useTranslation('workshopJobs');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const remove = useRemoveJobLine(requestId);
  if (lines.lines.length === 0) return <Text c="dimmed">{t('empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.kind')}</Table.Th>
            <Table.Th>{t('columns.description')}</Table.Th>
            <Table.Th>{t('columns.quantity')}</Table.Th>
            <Table.Th>{t('columns.unitPrice')}</Table.Th>
            <Table.Th>{t('columns.vat')}</Table.Th>
            <Table.Th>{t('columns.amount')}</Table.Th>
            {lines.can.edit && <Table.Th>{t('columns.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.lines.map((l) => (
            <Table.Tr key={l.id}>
              <Table.Td>{t(`kinds.${l.kind}`)}</Table.Td>
              <Table.Td>{describe(l, locale)}</Table.Td>
              <Table.Td>{l.quantity}</Table.Td>
              <Table.Td>
                {euros(l.unitPriceCents)} {l.priceIncludesVat ? t('inclVat') : t('exclVat')}
              </Table.Td>
              <Table.Td>{l.vatRate} %</Table.Td>
              <Table.Td>{euros(l.amountCents)}</Table.Td>
              {lines.can.edit && (
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('remove', { description: describe(l, locale) })}
                    loading={remove.isPending && remove.variables === l.id}
                    onClick={() =>
                      remove.mutateAsync(l.id).then(
                        () => notify('success', t('removed')),
                        (error: unknown) => notify('error', errorMessage(error)),
                      )
                    }
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** "Quote and job": the lines with totals per VAT rate; the workshop edits them, the customer accepts a quote above budget. */
export function JobLinesSection({ requestId }: { requestId: number }) {
  const { t } = useTranslation('workshopJobs');
  const errorMessage = useErrorMessage();
  const lines = useJobLines(requestId);
  const accept = useAcceptQuote(requestId);
  if (!lines.data) return null;
  const { totals, quote, can } = lines.data;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="job-lines-title">
      <Stack gap="sm">
        <Title order={2} id="job-lines-title">
          {t('title')}
        </Title>
        <Lines requestId={requestId} lines={lines.data} />
        {totals.byRate.length > 0 && (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('totals.rate')}</Table.Th>
                <Table.Th>{t('totals.net')}</Table.Th>
                <Table.Th>{t('totals.vat')}</Table.Th>
                <Table.Th>{t('totals.gross')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {totals.byRate.map((r) => (
                <Table.Tr key={r.rate}>
                  <Table.Td>{r.rate} %</Table.Td>
                  <Table.Td>{euros(r.netCents)}</Table.Td>
                  <Table.Td>{euros(r.vatCents)}</Table.Td>
                  <Table.Td>{euros(r.grossCents)}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Th scope="row">{t('totals.total')}</Table.Th>
                <Table.Td>{euros(totals.netCents)}</Table.Td>
                <Table.Td>{euros(totals.vatCents)}</Table.Td>
                <Table.Td>{euros(totals.grossCents)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        )}
        {quote.exceedsBudget && (
          <Alert color={quote.acceptedAt ? 'green' : 'orange'} title={quote.acceptedAt ? t('quote.accepted') : t('quote.waiting')}>
            <Stack gap="xs">
              <Text size="sm">
                {t('quote.overBudget', { total: euros(quote.totalInclVatCents), budget: euros(quote.maxBudgetCents ?? 0) })}
              </Text>
              {quote.acceptedBy && <Text size="sm">{t('quote.acceptedBy', { name: quote.acceptedBy.name })}</Text>}
              {can.accept && (
                <Group>
                  <Button
                    loading={accept.isPending}
                    onClick={() =>
                      accept.mutateAsync().then(
                        () => notify('success', t('quote.done')),
                        (error: unknown) => notify('error', errorMessage(error)),
                      )
                    }
                  >
                    {t('quote.accept')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Alert>
        )}
        {can.edit && <AddLineForm requestId={requestId} />}
      </Stack>
    </Paper>
  );
}
