import { Alert, Anchor, Button, Group, NativeSelect, NumberInput, Radio, SimpleGrid, Stack, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LEASING_CONTRACT_TYPES, OFFER_CONTRACT_TYPES, offerInputSchema, type OfferContractType } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { OptionalLabel } from '@/components/ui/optional-label';
import { paths } from '@/config/paths';
import { useCreateOffer } from '@/features/sales/offers-and-orders/api/create-offer';
import { useCustomerChoices } from '@/features/sales/offers-and-orders/api/get-customer-choices';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

type Values = {
  customerKind: 'company' | 'private';
  companyId: string;
  userId: string;
  contractType: OfferContractType;
  durationMonths: number | string;
  description: string;
};

/** The request as typed: a private customer has no company, an empty duration is none. */
const draftOf = (v: Values) => ({
  companyId: v.customerKind === 'company' && v.companyId ? Number(v.companyId) : null,
  userId: v.userId ? Number(v.userId) : null,
  contractType: v.contractType,
  durationMonths: v.durationMonths === '' ? null : Number(v.durationMonths),
  description: v.description,
});

const schemaErrors = schemaValidator<Values>(offerInputSchema, draftOf);

/** The contract's checks, and what the offers service asks of each kind of customer (the contract takes both as optional). */
function validate(values: Values): Record<string, string> {
  return {
    ...schemaErrors(values),
    ...(values.customerKind === 'company' && !values.companyId && { companyId: 'required' }),
    ...(values.customerKind === 'private' && !values.userId && { userId: 'required' }),
  };
}

/**
 * `offers/create`: a company (optionally one of its employees) or a private customer, the contract and its duration.
 * Opened from a lead (`?lead=&companyId=&userId=&customerName=&description=`, decision 022) it starts from the lead's
 * customer and saving links the offer to the lead.
 */
export function OfferCreatePage() {
  const { t } = useTranslation('sales');
  const locale = useLocale();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const [search] = useSearchParams();
  const fromLead = {
    leadId: Number(search.get('lead')) || null,
    companyId: search.get('companyId') ?? '',
    userId: search.get('userId') ?? '',
    customerName: search.get('customerName'),
  };
  const create = useCreateOffer(fromLead.leadId);
  const [failure, setFailure] = useState<unknown>(null);
  usePageTitle(t('offers.create'));
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      customerKind: !fromLead.companyId && fromLead.userId ? 'private' : 'company',
      companyId: fromLead.companyId,
      userId: fromLead.userId,
      contractType: 'leasing',
      durationMonths: 36,
      description: search.get('description') ?? '',
    },
    validate,
  });
  const { customerKind, companyId } = form.values;
  const choices = useCustomerChoices(customerKind === 'company' && companyId ? Number(companyId) : null);
  const employees = choices.users.filter((u) => u.companyId !== null && String(u.companyId) === companyId);
  const privateCustomers = choices.users.filter((u) => u.companyId === null);
  // The lead's customer, even when not among the first customers the list holds.
  if (
    customerKind === 'private' &&
    fromLead.userId &&
    fromLead.customerName &&
    !privateCustomers.some((u) => String(u.id) === fromLead.userId)
  ) {
    privateCustomers.unshift({ id: Number(fromLead.userId), name: fromLead.customerName, companyId: null });
  }
  const input = (path: keyof Values) => {
    const props = form.getInputProps(path);
    return { ...props, error: fieldError(props.error as string | undefined) };
  };

  const submit = form.onSubmit(async (v) => {
    setFailure(null);
    try {
      const offer = await create.mutateAsync(offerInputSchema.parse(draftOf(v)));
      notify('success', t('offers.created', { id: offer.id }));
      navigate(paths.sales.offer.getHref(locale, offer.id));
    } catch (error) {
      if (isApiError(error)) form.setErrors(error.fields);
      setFailure(error);
    }
  });

  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Anchor component={Link} to={paths.sales.offers.getHref(locale)} size="sm">
          {t('offers.backToList')}
        </Anchor>
        <Title order={1}>{t('offers.create')}</Title>
      </div>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
          <Radio.Group
            {...form.getInputProps('customerKind')}
            onChange={(value) => {
              form.setFieldValue('customerKind', value as Values['customerKind']);
              form.setFieldValue('userId', '');
            }}
            label={t('fields.customerKind')}
          >
            <Group mt="xs">
              <Radio value="company" label={t('customerKinds.company')} />
              <Radio value="private" label={t('customerKinds.private')} />
            </Group>
          </Radio.Group>
          {customerKind === 'company' ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NativeSelect
                {...input('companyId')}
                onChange={(e) => {
                  form.setFieldValue('companyId', e.currentTarget.value);
                  form.setFieldValue('userId', '');
                }}
                label={t('fields.company')}
                data={[{ value: '', label: '—' }, ...choices.companies.map((c) => ({ value: String(c.id), label: c.name }))]}
                required
              />
              <NativeSelect
                {...input('userId')}
                label={<OptionalLabel>{t('fields.employee')}</OptionalLabel>}
                data={[{ value: '', label: t('offers.noEmployee') }, ...employees.map((u) => ({ value: String(u.id), label: u.name }))]}
                disabled={!companyId}
              />
            </SimpleGrid>
          ) : (
            <NativeSelect
              {...input('userId')}
              label={t('fields.privateCustomer')}
              data={[{ value: '', label: '—' }, ...privateCustomers.map((u) => ({ value: String(u.id), label: u.name }))]}
              required
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              {...input('contractType')}
              onChange={(e) => {
                const type = e.currentTarget.value as OfferContractType;
                form.setFieldValue('contractType', type);
                if (LEASING_CONTRACT_TYPES.includes(type) && form.values.durationMonths === '') form.setFieldValue('durationMonths', 36);
              }}
              label={t('fields.contractType')}
              data={OFFER_CONTRACT_TYPES.map((c) => ({ value: c, label: t(`contractTypes.${c}`) }))}
              required
            />
            <NumberInput
              {...input('durationMonths')}
              label={<OptionalLabel>{t('fields.durationMonths')}</OptionalLabel>}
              min={1}
              max={120}
              allowDecimal={false}
            />
          </SimpleGrid>
          <Textarea {...input('description')} label={<OptionalLabel>{t('fields.description')}</OptionalLabel>} rows={3} />
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              {t('offers.createSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
