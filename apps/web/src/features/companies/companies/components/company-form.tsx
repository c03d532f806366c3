import { Alert, Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack, Switch, TagsInput, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { companyInputSchema, LOCALES, type Address, type Company, type CompanyInput, type Locale } from '@veloport/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionalLabel } from '@/components/ui/optional-label';
import { AddressFields, EMPTY_ADDRESS, type AddressValues } from '@/features/companies/companies/components/address-fields';
import { listError } from '@/features/companies/companies/form-errors';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { schemaValidator } from '@/lib/form-validation';

export type CompanyFormValues = {
  name: string;
  vatNumber: string;
  billingAddress: AddressValues;
  deliverySameAsBilling: boolean;
  deliveryAddress: AddressValues;
  emailDomains: string[];
  selfRegistration: boolean;
  /** The language of the company's bills (decision 060). */
  language: Locale;
};

const toAddressValues = (address: Address | null): AddressValues => (address ? { ...address } : { ...EMPTY_ADDRESS });

/** An address nobody started to fill in is no address; a partly filled one is checked. */
function toAddress(values: AddressValues): CompanyInput['billingAddress'] {
  const trimmed = {
    street: values.street.trim(),
    postalCode: values.postalCode.trim(),
    city: values.city.trim(),
    country: values.country.trim() || 'BE',
  };
  return trimmed.street || trimmed.postalCode || trimmed.city ? trimmed : null;
}

export function toCompanyInput(values: CompanyFormValues): CompanyInput {
  return {
    name: values.name.trim(),
    vatNumber: values.vatNumber.trim() || null,
    billingAddress: toAddress(values.billingAddress),
    deliveryAddress: values.deliverySameAsBilling ? null : toAddress(values.deliveryAddress),
    emailDomains: values.emailDomains,
    selfRegistration: values.selfRegistration,
    language: values.language,
  };
}

export function companyFormValues(company?: Company): CompanyFormValues {
  return {
    name: company?.name ?? '',
    vatNumber: company?.vatNumber ?? '',
    billingAddress: toAddressValues(company?.billingAddress ?? null),
    deliverySameAsBilling: !company?.deliveryAddress,
    deliveryAddress: toAddressValues(company?.deliveryAddress ?? null),
    emailDomains: company?.emailDomains ?? [],
    selfRegistration: company?.selfRegistration ?? true,
    language: company?.language ?? 'fr',
  };
}

type Props = {
  company?: Company;
  submitLabel: string;
  pending: boolean;
  /** Saves; a rejection's field errors land under their inputs. */
  onSubmit: (input: CompanyInput) => Promise<unknown>;
  onCancel?: () => void;
};

/** A company's identity, addresses, e-mail domains and sign-up rule: creation and edition. */
export function CompanyForm({ company, submitLabel, pending, onSubmit, onCancel }: Props) {
  const { t } = useTranslation(['companies', 'common']);
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const [failure, setFailure] = useState<unknown>(null);
  const identityId = useId();
  const addressesId = useId();
  const signupId = useId();

  const form = useForm<CompanyFormValues>({
    mode: 'controlled',
    initialValues: companyFormValues(company),
    validate: schemaValidator<CompanyFormValues>(companyInputSchema, toCompanyInput),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(toCompanyInput(values));
    } catch (error) {
      if (isApiError(error)) form.setErrors(error.fields);
      setFailure(error);
    }
  });

  const domainProblem = listError(form.errors, 'emailDomains');
  const domainError = domainProblem
    ? domainProblem.index !== null && form.values.emailDomains[domainProblem.index]
      ? t('companies:form.domainError', {
          domain: form.values.emailDomains[domainProblem.index],
          message: fieldError(domainProblem.code as string),
        })
      : fieldError(domainProblem.code as string)
    : undefined;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
        <Stack gap="sm" component="section" aria-labelledby={identityId}>
          <Title order={2} size="h4" id={identityId}>
            {t('companies:form.identity')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              {...form.getInputProps('name')}
              error={fieldError(form.errors.name)}
              label={t('companies:fields.name')}
              autoComplete="organization"
              required
            />
            <TextInput
              {...form.getInputProps('vatNumber')}
              error={fieldError(form.errors.vatNumber)}
              label={<OptionalLabel>{t('companies:fields.vatNumber')}</OptionalLabel>}
              description={t('companies:form.vatNumberHint')}
              autoComplete="off"
            />
            <NativeSelect
              {...form.getInputProps('language')}
              label={t('companies:fields.language')}
              description={t('companies:form.languageHint')}
              data={LOCALES.map((l) => ({ value: l, label: t(`common:languages.${l}`) }))}
            />
          </SimpleGrid>
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby={addressesId}>
          <Title order={2} size="h4" id={addressesId}>
            {t('companies:form.addresses')}
          </Title>
          <AddressFields
            form={form}
            path="billingAddress"
            section="billing"
            legend={<OptionalLabel>{t('companies:fields.billingAddress')}</OptionalLabel>}
          />
          <Checkbox
            {...form.getInputProps('deliverySameAsBilling', { type: 'checkbox' })}
            label={t('companies:form.deliverySameAsBilling')}
          />
          {!form.values.deliverySameAsBilling && (
            <AddressFields form={form} path="deliveryAddress" section="delivery" legend={t('companies:fields.deliveryAddress')} />
          )}
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby={signupId}>
          <Title order={2} size="h4" id={signupId}>
            {t('companies:form.signup')}
          </Title>
          <TagsInput
            {...form.getInputProps('emailDomains')}
            error={domainError}
            label={<OptionalLabel>{t('companies:fields.emailDomains')}</OptionalLabel>}
            description={t('companies:form.emailDomainsHint')}
            splitChars={[',', ' ', ';']}
            acceptValueOnBlur
            clearable
            clearButtonProps={{ 'aria-label': t('companies:form.clearDomains') }}
          />
          <Switch
            {...form.getInputProps('selfRegistration', { type: 'checkbox' })}
            label={t('companies:fields.selfRegistration')}
            description={t('companies:form.selfRegistrationHint')}
          />
        </Stack>

        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('companies:actions.cancel')}
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
