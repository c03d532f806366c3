import { Alert, Button, Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { SEPA_MANDATE_KINDS, isValidBic, isValidIban } from '@veloport/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/ui/date-field';
import { OptionalLabel } from '@/components/ui/optional-label';
import type { MandateBody } from '@/features/billing/sepa/api/create-mandate';
import { useSepaCustomers } from '@/features/billing/sepa/api/get-sepa-customers';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';

type CustomerKind = 'company' | 'person';
type Props = { pending: boolean; onSubmit: (body: MandateBody) => Promise<unknown> };

/** A signed mandate: the debtor (a company or a person), the account holder, IBAN and BIC, signature date, reference. */
export function MandateForm({ pending, onSubmit }: Props) {
  const { t } = useTranslation('sepa');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const choices = useSepaCustomers();
  const [kind, setKind] = useState<CustomerKind>('company');
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [mandateKind, setMandateKind] = useState<MandateBody['kind']>('recurrent');
  const [debtorName, setDebtorName] = useState('');
  const [iban, setIban] = useState('');
  const [bic, setBic] = useState('');
  const [signatureDate, setSignatureDate] = useState('');
  const [reference, setReference] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const errors: Record<string, string> = { ...(isApiError(failure) ? failure.fields : {}), ...clientErrors };
  const err = (path: string) => fieldError(errors[path]);
  const options =
    kind === 'company'
      ? choices.companies.map((c) => ({ value: String(c.id), label: c.name }))
      : choices.people.map((u) => ({ value: String(u.id), label: u.name }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found: Record<string, string> = {};
    if (!customerId) found.companyId = 'customer_required';
    if (!debtorName.trim()) found.debtorName = 'required';
    if (!iban.trim()) found.iban = 'required';
    else if (!isValidIban(iban)) found.iban = 'iban_invalid';
    if (!bic.trim()) found.bic = 'required';
    else if (!isValidBic(bic)) found.bic = 'bic_invalid';
    if (!signatureDate) found.signatureDate = 'required';
    setClientErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await onSubmit({
        ...(kind === 'company' ? { companyId: Number(customerId) } : { userId: Number(customerId) }),
        kind: mandateKind,
        debtorName: debtorName.trim(),
        iban,
        bic,
        signatureDate,
        reference: reference.trim() || null,
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
          onChange={(value) => {
            setCustomerId(value);
            if (!debtorName && value) setDebtorName(options.find((o) => o.value === value)?.label ?? '');
          }}
          error={err('companyId') ?? err('userId')}
          required
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('fields.debtorName')}
            value={debtorName}
            onChange={(e) => setDebtorName(e.currentTarget.value)}
            maxLength={70}
            error={err('debtorName')}
            required
          />
          <DateField
            label={t('fields.signatureDate')}
            value={signatureDate}
            onChange={setSignatureDate}
            error={err('signatureDate')}
            required
          />
          <TextInput
            label={t('fields.iban')}
            value={iban}
            onChange={(e) => setIban(e.currentTarget.value)}
            autoComplete="off"
            error={err('iban')}
            required
          />
          <TextInput
            label={t('fields.bic')}
            value={bic}
            onChange={(e) => setBic(e.currentTarget.value)}
            autoComplete="off"
            error={err('bic')}
            required
          />
          <TextInput
            label={<OptionalLabel>{t('fields.reference')}</OptionalLabel>}
            description={t('referenceHint')}
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
            error={err('reference')}
          />
          <Radio.Group label={t('fields.kind')} value={mandateKind} onChange={(value) => setMandateKind(value as MandateBody['kind'])}>
            <Group mt="xs">
              {SEPA_MANDATE_KINDS.map((k) => (
                <Radio key={k} value={k} label={t(`kinds.${k}`)} />
              ))}
            </Group>
          </Radio.Group>
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={pending}>
            {t('mandateSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
